"""Near misses: "did you mean 'kraken'?" for a word that is one or two keystrokes off a known one.

Shared by every reader of a closed set of words (deck parts, ruling names and readings, scoring
methods, commands, options, score-sheet keywords) so they all forgive the same typos. It runs
only on the error path: nothing here is imported while the input is good.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable


def distance(a: str, b: str) -> int:
    """Edits between ``a`` and ``b``: a letter added, dropped, changed, or two neighbours swapped."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            best = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, before[j - 2] + 1)
            current.append(best)
        before, row = row, current
    return row[-1]


def nearest(word: str, known: Iterable[str], *, most: int = 3) -> list[str]:
    """The known words closest to ``word``: all those at the least distance, if it is small.

    One edit is close enough from three letters on, two from five, so that ``-x`` is not
    "corrected" to ``-h`` nor ``abc`` to ``xyz``; case never counts. With nothing that close, difflib's ratio decides
    (``kraaaken`` -> ``kraken``).
    """
    folded = word.strip().lower()
    # A word more than twice as long as a known one is neither two edits nor difflib's 0.75 from it:
    # leaving such words out changes no answer, and spares measuring a page-long word letter by letter.
    words = [k for k in dict.fromkeys(str(k) for k in known) if 2 * len(k) + 2 >= len(folded)]
    scored = sorted((distance(folded, k.lower()), k) for k in words)
    allowed = 0 if len(folded) < 3 else 1 if len(folded) < 5 else 2  # "-x" is not a typo of "-h"
    if scored and scored[0][0] <= allowed:
        least = scored[0][0]
        return [k for d, k in scored if d == least][:most]
    import difflib

    return difflib.get_close_matches(folded, words, n=most, cutoff=0.75)


def did_you_mean(word: str, known: Iterable[str]) -> str:
    """``"did you mean 'kraken'?"`` (or ``'a' or 'b'``) for the words nearest ``word``, or ``""``."""
    close = nearest(word, known)
    if not close:
        return ""
    return f"did you mean {' or '.join(repr(c) for c in close)}?"
