"""``skrules audit``: judge every trick of up to N cards, check invariants, compare two encodings."""

from __future__ import annotations

import argparse
import json

from . import RawDescriptionHelpFormatter, fail

EXAMPLES = """\
examples:
  skrules audit --max-cards 3 --deck all
  skrules audit --max-cards 4 --deck advanced --jobs 2
  skrules audit --max-cards 4 --deck all --scheduler tcp://10.0.0.5:8786 --json

Every trick is judged under the default readings and under each other reading of the rulings
that can change a trick, one ruling at a time (--ruling changes the readings they start from).

exit codes: 0 no violation and no disagreement, 1 some, 2 bad arguments"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "audit",
        help="judge every trick of up to N cards and check the rules against themselves",
        description="Judge every trick of up to N cards (one per class of tricks the rules cannot tell "
        "apart), check invariants the rulebook states, and compare every answer with a second "
        "encoding of the rules (an answer-set program run with clingo).",
        epilog=EXAMPLES,
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("--max-cards", type=int, required=True, metavar="N", help="the largest trick, 2 to 8 cards")
    p.add_argument("--deck", default="all", metavar="PARTS", help="base, advanced, all, or parts (default: all)")
    p.add_argument("--ruling", action="append", default=[], metavar="NAME=READING", help="a reading to start from")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to run shards in (default 1)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run the shards on this Dask scheduler")
    p.add_argument("--no-asp", action="store_true", help="skip the second encoding (no clingo needed)")
    p.add_argument("--default-only", action="store_true", help="judge under the starting readings only")
    p.add_argument("--json", action="store_true", help="print the whole result as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..errors import SkrulesError
    from ..rules import RuleSet, ruling_choices

    if not 2 <= args.max_cards <= 8:
        return fail(f"--max-cards {args.max_cards}: give a number of cards from 2 to 8")
    if args.jobs < 1:
        return fail(f"--jobs {args.jobs}: give 1 or more processes")
    try:
        base = ruling_choices(args.ruling)
        RuleSet.from_options(deck=args.deck, rulings=base)
    except SkrulesError as err:
        return fail(str(err))
    missing = _missing(args)
    if missing:
        return fail(missing)
    from ..audit.run import Spec, audit

    texts = [f"{rid.removeprefix('ruling.')}={reading.value}" for rid, reading in base.items()]
    spec = Spec(args.max_cards, args.deck, texts, asp=not args.no_asp, vary=not args.default_only)
    try:
        result = audit(spec, jobs=args.jobs, scheduler=args.scheduler)
    except OSError as err:  # the Dask scheduler is out of reach
        return fail(f"--scheduler {args.scheduler}: {err}")
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        from ..audit.report import text
        from . import _columns

        print(text(result, _columns()))
    return 1 if result["violations"] or result["disagreements"] else 0


def _missing(args: argparse.Namespace) -> str | None:
    """The optional packages this run needs, if they are not installed."""
    import importlib.util

    for name, needed in (("clingo", not args.no_asp), ("distributed", args.scheduler is not None)):
        if needed and importlib.util.find_spec(name) is None:
            return f"the audit needs {name}: pip install 'skrules[audit]'" + (
                " (or --no-asp to skip the second encoding)" if name == "clingo" else ""
            )
    return None
