"""The command line: a thin shell that parses arguments, calls the core and hands results on.

Each subcommand lives in its own module with ``add_parser(subparsers)`` and ``run(args)``.
Errors about the user's input go through :func:`fail` to stderr with exit code 2; a failed
check is exit code 1. Rich is imported only by subcommands that render with it.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import io
import os
import signal
import sys
from collections.abc import Iterator, Sequence
from importlib import import_module

from ..errors import SkrulesError, Terminated
from ..locale import LANGS, argparse_in, language_code, spoken
from ..refusals import CommandRefusal as CR
from ..refusals import RefusalMsg, ScoreRefusal, Told, os_reason, refusal
from ..shown import CHARACTERS, cut_long, quote
from . import stdout

TYPE_CHECKING = False  # typing itself is not imported: it costs start-up time
if TYPE_CHECKING:
    import re
    from types import ModuleType
    from typing import NoReturn

    from ..cards import Card
    from ..rules import RuleSet
    from ..sidebyside import Side

# command -> module under skrules.cli that defines ``add_parser(subparsers)`` and ``run(args)``.
COMMANDS = {
    "trick": "trick",
    "check": "check",
    "score": "score",
    "deal": "deal",
    "rule": "rule",
    "rules": "rule",
    "cards": "cards",
    "export": "export",
    "verify": "verify",
    "table": "table",
    "completion": "completion",
    "audit": "audit",
}


LANG_COMMANDS = ("trick", "score", "deal", "cards", "table")  # the commands whose answers --lang says, as help says


def _columns() -> int:
    """``shutil.get_terminal_size().columns``, without importing shutil (and bz2, lzma and zlib with it).

    ``COLUMNS`` counts only as ASCII digits in a sane range: ``int()`` also reads ``²`` or ``٣٠``,
    which rich then fails on or takes as a width nobody meant.
    """
    text = os.environ.get("COLUMNS")
    columns = int(text) if text is not None and _usable_size(text, 1) else 0
    if columns <= 0:
        stdout = sys.__stdout__
        try:
            columns = os.get_terminal_size(stdout.fileno()).columns if stdout is not None else 0
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, as wide as argparse makes it, without the start-up cost of shutil.

    argparse builds a formatter for every option added (to check its metavar), and its own
    imports shutil to read the terminal width.
    """

    def __init__(
        self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None
    ) -> None:
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)

    def _split_lines(self, text: str, width: int) -> list[str]:
        """An option's help wrapped at spaces only: ``kraken-leader=left-of-kraken`` is typed whole."""
        import textwrap  # as argparse does: only when help is shown

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class RawDescriptionHelpFormatter(HelpFormatter, argparse.RawDescriptionHelpFormatter):
    """The description and epilog as written (examples, exit codes), at :class:`HelpFormatter`'s width: a line
    too wide for it is folded, a two-column line's second column under its first or on lines of its own."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines = paragraphs(super()._fill_text(text, width, indent).splitlines())
        under = _under(lines, width)
        return "\n".join(out for line in lines for out in (_beneath if line in under else fold_line)(line, width))


def paragraphs(lines: list[str]) -> list[str]:
    """``lines`` with each paragraph of prose on one line, for :func:`fold_line` to wrap at the width, whatever
    width it was written at.

    A paragraph starts at the margin and goes on over the lines below it that start at the margin too, or under
    the text after its label (``exit codes: 0 ..., 1 ...`` continued under the ``0``). A heading (a line that
    ends in a colon) and an indented line (an example, a table's entry) stand alone, as written.
    """
    out: list[str] = []
    hang: int | None = None  # where a line starts that goes on the paragraph above; None: no paragraph open
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        if hang is not None and line.strip() and not line.endswith(":") and indent in (0, hang):
            out[-1] = " ".join(f"{out[-1]} {line}".split())
            continue
        out.append(line)
        hang = _label_end(line) if line.strip() and not indent and not line.endswith(":") else None
    return out


def _label_end(line: str) -> int:
    """Where the text after a line's label starts (``exit codes: `` is 12 long), or 0 for a line without one."""
    import re  # only for a help page, which start-up need not pay for

    label = re.match(_LABEL, line.lstrip(" "))
    return len(label.group()) if label else 0


def _under(lines: list[str], width: int) -> set[str]:
    """The examples whose explanation goes under them, all of a block alike: each of a run of indented entries
    with an explanation beside them (``  skrules export --out suite.json   the project's ...``) once one of them
    is too wide for its explanation beside it, so that the block does not mix the two layouts."""
    import re

    from ..breaks import cells

    under: set[str] = set()
    run: list[str] = []  # the block's entries so far, each with where its explanation starts
    wide = False
    for line in [*lines, ""]:
        lead, gaps = _gaps(line)
        if lead and gaps and not all(re.match(_FIELD, part) for part in re.split(r" {2,}", line[lead:])):
            run.append(line)
            wide = wide or (cells(line) > width and cells(line[: gaps[-1].end()]) > width // 2)
            continue
        under.update(run if wide else ())
        run, wide = [], False
    return under


def _gaps(line: str) -> tuple[int, list[re.Match[str]]]:
    """A line's indentation, and the runs of two spaces or more after it (where its columns part)."""
    import re

    lead = len(line) - len(line.lstrip(" "))
    return lead, [m for m in re.finditer(r" {2,}", line) if m.start() > lead]


def _beneath(line: str, width: int) -> list[str]:
    """An example of a block laid out with its explanations under them (:func:`_under`): its explanation under it,
    indented, wrapped; the example itself folded as any line too wide."""
    lead, gaps = _gaps(line)
    gap, below = gaps[-1], " " * (lead + 4)
    return [*fold_line(line[: gap.start()], width), *_wrap(line[gap.end() :], width, below, below)]


def fold_line(line: str, width: int) -> list[str]:
    """``line`` in lines of at most ``width`` cells, for a help page narrower than it was written for.

    A line that fits is kept. A line of columns whose first part fits before its last gap is an entry and its
    explanation (``  sk  mermaid      the Skull King``): the explanation is wrapped beside the entry when that
    leaves half the width, else under it, indented. A line of more columns than fit is cut at its widest gap
    that leaves a first part that fits, each part on lines of its own. Any other line is wrapped under its own
    indentation, a command's continuation indented further.
    """
    if len(line) <= width // 2:  # fits whatever its characters (a wide one takes two cells)
        return [line]
    import re  # only for a help page, which start-up need not pay for

    from ..breaks import cells

    if cells(line) <= width:
        return [line]
    lead, gaps = _gaps(line)
    if not gaps:
        first = " " * (lead if lead <= width // 2 else 6)
        if line.lstrip().startswith("skrules "):  # a command: its lines continued as a shell reads them
            return _continued(line, width, first)
        field = re.match(_LABEL, line.lstrip())  # 'items: 14 black14 ...': the values wrapped under the first
        then = first + " " * len(field.group()) if field and len(first) + len(field.group()) <= width // 2 else first
        return _wrap(line, width, first, then)
    parts = re.split(r" {2,}", line[lead:])
    if all(re.match(_FIELD, part) for part in parts):  # 'scoring: ...    variant: ...': fields side by side
        return [out for part in parts for out in fold_line(" " * lead + part, width)]
    last = gaps[-1]
    left, right = line[: last.start()], line[last.end() :]
    column = cells(left) + len(last.group())
    if column <= width // 2:
        return _wrap(right, width, left + last.group(), " " * column)
    if cells(left) <= width:
        return [left, *_wrap(right, width, " " * (lead + 4), " " * (lead + 4))]
    fitting = [m for m in gaps if cells(line[: m.start()]) <= width] or gaps[:1]
    gap = max(fitting, key=lambda m: (len(m.group()), m.start()))
    return [*fold_line(line[: gap.start()], width), *fold_line(" " * lead + line[gap.end() :], width)]


_FIELD = r"[a-z]+: "  # a score sheet's keyword and its colon, as its help lists them (re caches it compiled)
_LABEL = r"[a-z]+(?: [a-z]+)?: "  # a keyword or a label of a list (exit codes: ...), its values hung under the first


def _continued(line: str, width: int, first: str) -> list[str]:
    """A command too long for the width, on lines that each end in a backslash but the last, so that it is
    still copied and run whole: broken between the shell's words only, never inside a quoted one
    (``--engine 'python3 adapter.py'``), and an option kept with the value after it."""
    import re

    units: list[str] = []  # an option and its value, or a word on its own
    for word in re.findall(_SHELL_WORD, line):
        if units and (re.fullmatch(_OPTION, units[-1]) or units[-1] in _REDIRECTS) and not word.startswith("-"):
            units[-1] += f" {word}"
        else:
            units.append(word)
    lines = _fill([f"{unit} " for unit in units], width - 2, first, first + "    ")
    return [*(out + " \\" for out in lines[:-1]), lines[-1]]


# a shell word: quoted parts ('...' or "...") and other characters up to a space; a quote left open is a character
_SHELL_WORD = r"""(?:'[^']*'|"(?:[^"\\]|\\.)*"|\\.|\S)+"""
_OPTION = r"--?[A-Za-z][\w-]*"  # an option without its value: --engine, -k
_REDIRECTS = (">", ">>", "<")  # kept with the file after them


def _wrap(text: str, width: int, first: str, then: str) -> list[str]:
    """``text``'s words in lines of at most ``width`` cells (a word longer than that alone on its line), the first
    line after ``first``, the others after ``then``: broken where :func:`~skrules.breaks.pieces` allows.
    :func:`skrules.wrap.wrap` measures with rich and cuts a long word, an option typed whole (``--ruling
    kraken-leader=left-of-kraken``) among them; the help loads no rich, and keeps a word whole."""
    from ..breaks import pieces

    out: list[str] = []
    for piece in pieces(" ".join(text.split())):
        if out and out[-1].rstrip().isdecimal():  # a number and what it stands for: exit codes: 0 printed, 2 ...
            out[-1] += piece
        else:
            out.append(piece)
    return _fill(out, width, first, then)


def _fill(pieces: list[str], width: int, first: str, then: str) -> list[str]:
    """``pieces`` (each a word and the spaces after it) in lines of at most ``width`` cells, a piece longer than
    that alone on its line, the first line after ``first``, the others after ``then``."""
    from ..breaks import cells

    lines, line = [], first
    for piece in pieces:
        if line.strip() and line != first and cells(line + piece.rstrip()) > width:
            lines.append(line.rstrip())
            line = then
        line += piece
    return [*lines, line.rstrip()]


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose errors are skrules' one line, not the usage and a second prefix."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("skrules").strip()
        said = Told(message)  # in the command's language already (:func:`skrules.locale.argparse_in`)
        if command:
            raise SkrulesError(refusal(CR.PARSER_IN, typed=command, said=said, typed2=self.prog))
        raise SkrulesError(refusal(CR.PARSER, said=said, typed=self.prog))


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; with ``command`` known, only that command's module is imported.

    Importing one module instead of all keeps start-up close to Python's own. Without a
    known command the others are listed too, without their options, for argparse's help;
    with one, they are left out (an unknown or abbreviated command is settled before, by
    :func:`_expand_command`), which spares building ten parsers on every run.
    """
    parser = _Parser(
        prog="skrules",
        description="Skull King rules reference: adjudicate tricks, check scenarios, score rounds.",
        epilog="Any unique beginning of a command is the command (skrules tr = skrules trick). "
        f"Answers in French, Chinese, German or Spanish: --lang {', '.join(LANGS[:-1])} or {LANGS[-1]} "
        f"({', '.join(LANG_COMMANDS)}). Shell completion: skrules completion bash, zsh or fish.",
        formatter_class=HelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    if command in COMMANDS:
        _module(COMMANDS[command]).add_parser(sub)
        return parser
    for module in dict.fromkeys(COMMANDS.values()):
        _module(module).add_parser(sub)
    return parser


def _parser_for(command: str | None) -> argparse.ArgumentParser:
    """The parser of ``command``, built the first time it is asked for: a program that runs many
    command lines in one process (the rulebook's build, a test suite) reads each with the same parser.
    Only read, never changed: :func:`_refuse_unknown_options` changes a parser of its own."""
    if command not in COMMANDS:  # no command, or a word that is none: the parser of them all
        command = None
    parser = _PARSERS.get(command)
    if parser is None:
        parser = _PARSERS[command] = build_parser(command)
    return parser


_PARSERS: dict[str | None, argparse.ArgumentParser] = {}


def _command_of(args: Sequence[str]) -> str | None:
    return next((a for a in args if not a.startswith("-")), None)


def commands_for(prefix: str) -> list[str]:
    """The commands ``prefix`` may stand for: itself when it is one, else every command it begins.

    ``skrules t`` is ``table`` or ``trick``, ``skrules tr`` is ``trick``; shell completion reads
    the same function, so an abbreviation the shell offers is one the command line accepts.
    """
    if prefix in COMMANDS:
        return [prefix]
    return [name for name in COMMANDS if name.startswith(prefix)] if prefix else []


def _expand_command(args: list[str]) -> list[str]:
    """``args`` with an abbreviated command written out; a SkrulesError for an unknown or ambiguous one."""
    args = _lang_first(args)
    index = next((i for i, a in enumerate(args) if not a.startswith("-")), None)
    if index is None:
        _refuse_unknown_top_options(args)
        return args
    _refuse_options_first(args[:index], args[index:])
    word = args[index]
    found = commands_for(word)
    if len(found) > 1 and not {"-h", "--help"} & set(args):
        found = _taking(found, args[:index], args[index + 1 :]) or found
    if len(found) == 1:
        return [*args[:index], found[0], *args[index + 1 :]]
    if found:
        raise SkrulesError(refusal(CR.COMMAND_AMBIGUOUS, typed=quote(word), typeds=found[:-1], typed2=found[-1]))
    from ..spelling import nearest

    close = [quote(c) for c in nearest(word, COMMANDS)]
    if close:
        raise SkrulesError(refusal(CR.COMMAND_UNKNOWN_CLOSE, typed=quote(word), either=close))
    raise SkrulesError(refusal(CR.COMMAND_UNKNOWN, typed=quote(word), typeds=list(COMMANDS)))


def _taking(commands: Sequence[str], before: list[str], after: list[str]) -> list[str]:
    """The commands among ``commands`` that read the rest of the line: ``skrules t mermaid sk`` is a
    trick, as ``table`` takes no cards. Settles an abbreviation only when one command is left."""
    fits = []
    for command in commands:
        try:
            _, extras = _parser_for(command).parse_known_args([*before, command, *after])
        except SkrulesError:
            continue
        if not extras:
            fits.append(command)
    return fits


_TOP_OPTIONS = ("-h", "--help", "--version")


def _lang_first(args: list[str]) -> list[str]:
    """``skrules --lang fr trick ...``: ``--lang`` typed first, before a command whose answers it says
    (``LANG_COMMANDS``), is read as typed after the command, as a player asks for a language before anything else;
    ``args`` as they are otherwise (another option typed first is told to go after the command)."""
    option, equals, _ = args[0].partition("=") if args else ("", "", "")
    if len(option) < 3 or not "--lang".startswith(option):
        return args
    typed, rest = args[: 1 if equals else 2], args[1 if equals else 2 :]
    index = next((i for i, a in enumerate(rest) if not a.startswith("-")), None)
    found = commands_for(rest[index]) if index is not None else []
    if index is None or not found or not set(found) <= set(LANG_COMMANDS):
        return args
    return [*rest[: index + 1], *typed, *rest[index + 1 :]]


def _refuse_options_first(before: Sequence[str], rest: Sequence[str]) -> None:
    """``skrules --json trick ...``, ``skrules --lang fr trick ...``: a command's option typed before the command
    (where ``fr`` would be read as the command) is told to go after it, shown after the command typed (``trick``
    when none is typed in full, for the example)."""
    for arg in before:
        option = arg.partition("=")[0]
        if any(top.startswith(option) for top in _TOP_OPTIONS if len(option) > 2 or top == option):
            continue
        taking = _commands_taking(option)
        if taking:
            typed = next((word for word in rest if word in COMMANDS), None)
            if typed is not None and typed not in taking:  # after the command it would be refused too: say why
                raise SkrulesError(refusal(CR.OPTION_ELSEWHERE, typed=typed, typed2=quote(option), typeds=taking))
            command = typed or "trick"
            raise SkrulesError(refusal(CR.OPTION_FIRST, typed=quote(option), typed2=f"skrules {command} {option}"))


def _refuse_unknown_top_options(args: Sequence[str]) -> None:
    """``skrules --verison``: no command, and an option skrules does not have (argparse takes prefixes)."""
    for arg in args:
        if not any(option.startswith(arg) for option in _TOP_OPTIONS if len(arg) > 2 or option == arg):
            from ..spelling import nearest

            close = [quote(c) for c in nearest(arg, _TOP_OPTIONS)]
            if close:
                raise SkrulesError(refusal(CR.TOP_OPTION_CLOSE, typed=quote(arg), either=close))
            raise SkrulesError(refusal(CR.TOP_OPTION, typed=quote(arg)))


def _parse(args_list: list[str], lang: str | None = None) -> argparse.Namespace:
    """The arguments read, the command written out; what argparse leaves over is refused here,
    unless it is more of the command's words (``skrules trick mermaid --json sk``). argparse's own
    refusals are said in ``lang``."""
    args_list = _expand_command(args_list)
    parser = _parser_for(_command_of(args_list))
    with argparse_in(lang):
        try:
            args, extras = parser.parse_known_args(args_list)
        except SkrulesError:
            _refuse_unknown_options(args_list)
            raise
    if extras and not _gathered(parser, args, extras):
        _refuse_extras(parser, str(args.command), extras)
    return args


def _refuse_unknown_options(args_list: list[str]) -> None:
    """``skrules rule -x``: argparse refused the line for what it lacks (the rule ID) before it told of
    the option it does not know; the unknown option is what was typed wrong, so it is told first, as
    ``skrules rule rank.king -x`` tells it. The line is read again with nothing required to find it."""
    command = _command_of(args_list)
    if command not in COMMANDS:
        return
    parser = build_parser(command)
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[command]
    for action in sub._actions:
        action.required = False
    for group in sub._mutually_exclusive_groups:
        group.required = False
    try:
        _, extras = parser.parse_known_args(args_list)
    except SkrulesError:  # something else is wrong with it: argparse's first refusal stands
        return
    if any(extra.startswith("-") and extra != "-" for extra in extras):
        _refuse_extras(parser, command, extras)


def _gathered(parser: argparse.ArgumentParser, args: argparse.Namespace, extras: list[str]) -> bool:
    """Words left after an option, added to the command's list of words when it takes a list and
    none of them is an option: the cards of a trick may come on both sides of ``--json``."""
    if any(extra.startswith("-") for extra in extras):
        return False
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    listed = [a for a in sub.choices[str(args.command)]._actions if not a.option_strings and a.nargs in ("*", "+")]
    if len(listed) != 1 or not isinstance(getattr(args, listed[0].dest), list):
        return False
    getattr(args, listed[0].dest).extend(extras)
    return True


def _refuse_extras(parser: argparse.ArgumentParser, command: str, extras: Sequence[str]) -> None:
    """What argparse left over: an unknown option gets the nearest real one, on one line."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    known = [*sub.choices[command]._option_string_actions, *parser._option_string_actions]
    for extra in extras:
        if extra.startswith("-") and extra != "-":
            from ..spelling import nearest

            option = extra.partition("=")[0]
            elsewhere = _commands_taking(option)
            if elsewhere:  # --lang given to rule: say whose option it is, not the nearest one rule has
                said = refusal(CR.OPTION_ELSEWHERE, typed=command, typed2=quote(option), typeds=elsewhere)
                raise SkrulesError(said)
            close = [quote(c) for c in nearest(option, known)]
            if close:
                raise SkrulesError(refusal(CR.OPTION_CLOSE, typed=command, typed2=quote(option), either=close))
            raise SkrulesError(refusal(CR.OPTION, typed=command, typed2=quote(option)))
    raise SkrulesError(refusal(CR.UNRECOGNIZED, typed=command, typed2=" ".join(extras)))


def _commands_taking(option: str) -> list[str]:
    """The commands that take ``option``, read from every command's parser (built on this error's path only)."""
    full = build_parser()
    sub = next(a for a in full._actions if isinstance(a, argparse._SubParsersAction))
    return [name for name, p in sub.choices.items() if option in p._option_string_actions]


def _module(name: str) -> ModuleType:
    return import_module(f"skrules.cli.{name}")


def _version() -> str:
    from .. import __version__

    return __version__


def fail(message: str) -> int:
    """Report bad input on one line, in English, and return the exit code for it."""
    print(error_line(message, None), file=sys.stderr)
    return 2


def error_line(message: str, lang: str | None) -> str:
    """``skrules: error:`` and ``message`` (said in ``lang`` already), a run of input quoted whole in it cut short:
    the prefix and the cut's length in ``lang``'s words too (None: English)."""
    if lang is None:
        return refusal(CR.ERROR_LINE, said=Told(cut_long(message)))
    from ..i18n import localizer  # only a refused command with --lang reads the catalogues

    said = localizer(lang)  # the message is said already: filled in as it is, no elision or contraction of its own
    return said.refusals[CR.ERROR_LINE].format(said=cut_long(message, said.word(CHARACTERS)))


def _terminate(signum: int, frame: object) -> None:
    raise Terminated(signum)


@contextlib.contextmanager
def stoppable() -> Iterator[None]:
    """Within the block, ``SIGTERM`` and ``SIGHUP`` raise :class:`Terminated`, as Ctrl-C raises
    ``KeyboardInterrupt``: the ``finally`` blocks on the way out stop the processes the command
    started (they would outlive it otherwise: a process group or session of their own, which a
    signal to this process alone does not reach)."""
    stops = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    try:
        previous = {s: signal.signal(s, _terminate) for s in stops}
    except ValueError:  # not the main thread: only the main thread handles signals
        previous = {}
    try:
        yield
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def interrupted(command: str, stop: KeyboardInterrupt, lang: str | None = None) -> int:
    """Say on one line, in ``lang`` (None: English), that ``command`` stopped before its end, and return the exit
    code: 128 + the signal."""
    said: str
    if isinstance(stop, Terminated):
        said = refusal(CR.STOPPED, typed=command, typed2=signal.Signals(stop.signum).name)
    else:
        said = refusal(CR.INTERRUPTED, typed=command)
    if lang is not None:
        from ..i18n import refused_text  # only a command stopped under --lang reads the catalogues

        said = refused_text(said, lang)
    print(said, file=sys.stderr)
    return 128 + stop.signum if isinstance(stop, Terminated) else 130


def _escape_unencodable(err: UnicodeError) -> tuple[str, int]:
    """Write what the output cannot encode as ``\\uXXXX``: readable, and still valid inside JSON strings."""
    if not isinstance(err, UnicodeEncodeError):
        raise err
    out = []
    for ch in err.object[err.start : err.end]:
        code = ord(ch)
        if code > 0xFFFF:  # JSON writes a character outside the BMP as a surrogate pair
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), err.end


codecs.register_error("skrules-escape", _escape_unencodable)


def _tolerant(stream: object) -> str | None:
    """Make ``stream`` escape what its encoding cannot write (an ASCII locale, a pipe set to latin-1).

    Returns the error handler it had, to put back, or None when the stream is not ours to change.
    """
    if not isinstance(stream, io.TextIOWrapper):
        return None
    before = stream.errors
    if before not in ("strict", None):
        return None  # the user chose how to degrade (PYTHONIOENCODING=...:replace)
    try:
        stream.reconfigure(errors="skrules-escape")
    except (ValueError, OSError):
        return None
    return before


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command and return its exit code: 0, 1 (a failed check), 2 (bad input), 5 (nothing selected),
    74 (its answer could not be written).

    A command sets ``args.status`` to its exit code before it prints, so that an output pipe
    closed early (``skrules check ... | head``) cannot turn a failing run into a passing one; a
    refusal that cannot be written on standard error keeps its exit code too.
    Standard output closed or full does not stop a command either (:mod:`skrules.cli.stdout`):
    it writes its reports, keeps a failure's exit code (a success's becomes 74, its answer lost),
    and one line on standard error says so.
    """
    args_list = list(sys.argv[1:] if argv is None else argv)
    restore = {name: _tolerant(getattr(sys, name)) for name in ("stdout", "stderr")}
    guarded, errors = stdout.guard(), stdout.guard_errors()
    if sys.stdin is None:  # started with descriptor 0 closed (<&-): an input with nothing in it
        sys.stdin = stdout.null_input()
    try:
        code = _command(args_list)
    finally:
        lost = stdout.unguard(guarded, _lang_typed(args_list))
        stdout.unguard_errors(errors)
        _restore(restore)
    return (code or stdout.LOST) if lost else code


def _command(args_list: list[str]) -> int:
    """The command's exit code, its refusal or fault said on one line."""
    args = argparse.Namespace(lang=_lang_typed(args_list))  # a refused command line is said in its --lang
    try:
        if not args_list:  # a request for orientation, as with pip or docker: the help, exit 0
            build_parser().print_help()
            return 0
        args = _parse(args_list, args.lang)
        code = int(args.run(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not as an exit-time warning with exit code 120
        return code
    except SkrulesError as err:
        return _refused(err, args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        with contextlib.suppress(OSError, ValueError):  # no file descriptor when captured in-process
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return int(getattr(args, "status", 0))
    except OSError as err:  # said as skrules check says it, whichever command read the file
        return _refused(SkrulesError(_os_refusal(err)), args)
    except Exception as err:  # a bug: still one line and no traceback, unless asked for
        if os.environ.get("SKRULES_DEBUG"):
            raise
        return _internal(err)


def _os_refusal(err: OSError) -> str:
    """A file the system refused, named, and why: the system's reason in English (``no such file or folder`` for
    one missing), said from its ``errno`` in a language (:func:`skrules.refusals.os_reason`)."""
    if isinstance(err, FileNotFoundError):
        if err.filename is None:
            return os_reason(err, "no such file or folder")  # no file to name
        return refusal(ScoreRefusal.SHEET_MISSING, typed=str(err.filename))
    reason = os_reason(err)
    return reason if err.filename is None else refusal(RefusalMsg.AT_TEXT, typed=str(err.filename), said=reason)


def _lang_typed(args: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for, read before the options are, as the option reads it (``fr``, ``fr_FR``,
    ``French``, ``Français``), and as argparse finds it (``--lan``: no other option starts with ``--l``); given
    twice, the last, as argparse keeps it, passing over a value that names no language (its refusal is said in
    the language asked for). None: English, or no language skrules speaks, which is refused in English."""
    lang: str | None = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        option, equals, text = arg.partition("=")
        if len(option) < 3 or not "--lang".startswith(option):
            continue
        if not equals:
            text = args[i + 1] if i + 1 < len(args) else ""
        code = spoken(language_code(text))  # None for English
        if code is None or code in LANGS:
            lang = code
    return lang


def refused_line(err: SkrulesError, args: argparse.Namespace) -> str:
    """A refusal's line in the command's ``--lang``, its ``skrules: error:`` too; English without one, and English
    whole when the refusal holds text written with no message, which is said as it was, never half translated."""
    lang = getattr(args, "lang", None)
    if lang is None:
        return error_line(str(err), None)
    from ..i18n import refusal_text, told  # only a refused command with --lang reads the catalogues

    return error_line(refusal_text(err, lang), lang if told(err.said()) else None)


def _refused(err: SkrulesError, args: argparse.Namespace) -> int:
    """A refusal on one line, in the command's language. Should saying it there fail (a fault of a catalogue,
    never the user's), it is said in English as it was written: the user still learns what to mend."""
    try:
        line = refused_line(err, args)
    except Exception:
        if os.environ.get("SKRULES_DEBUG"):
            raise
        line = error_line(str(err), None)
    print(line, file=sys.stderr)
    return 2


def _internal(err: Exception) -> int:
    """Say in one line that skrules failed (a bug, never the user's input): exit code 70."""
    print(f"skrules: internal error: {type(err).__name__}: {err} (set SKRULES_DEBUG=1 for details)", file=sys.stderr)
    return 70


def _restore(handlers: dict[str, str | None]) -> None:
    """Give standard output and error back the error handlers :func:`_tolerant` took from them."""
    for name, errors in handlers.items():
        stream = getattr(sys, name)
        if errors is not None and isinstance(stream, io.TextIOWrapper):
            with contextlib.suppress(ValueError, OSError):
                stream.reconfigure(errors=errors)


class integer(int):  # lower case: argparse names the type in its refusal: "invalid integer value: 'x'"
    """A whole number typed as an option's value: argparse's refusal of ``--bid x`` names it by this class, in
    words a player reads, not by Python's ``int`` (the other languages say it from their ``argparse_types``)."""

    __slots__ = ()


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """``--json`` / ``--plain`` / ``--format``: the three renderings of the same data."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--format",
        choices=["auto", "rich", "plain", "json"],
        default="auto",
        help="output form; auto is rich on a terminal, plain text otherwise",
    )
    group.add_argument("--json", dest="format", action="store_const", const="json", help="same as --format json")
    group.add_argument("--plain", dest="format", action="store_const", const="plain", help="same as --format plain")


def output_format(args: argparse.Namespace) -> str:
    """The format to print in; rich falls back to plain text when the terminal size it reads is unusable.

    Rich takes its width from ``COLUMNS``: with ``COLUMNS=0`` it prints nothing at all, and with
    a value such as ``²`` it fails; plain text needs no width.
    """
    fmt = str(args.format) if args.format != "auto" else ("rich" if sys.stdout.isatty() else "plain")
    if fmt == "rich" and not all(_usable_size(os.environ.get(var), least) for var, least in _SIZES):
        return "plain"
    return fmt


_SIZES = (("COLUMNS", 20), ("LINES", 1))  # rich's environment variables, and the least usable value


def _usable_size(text: str | None, least: int) -> bool:
    if text is None:
        return True
    text = text.strip()
    return text.isascii() and text.isdigit() and least <= int(text) <= 100_000


def add_rules_options(
    parser: argparse.ArgumentParser, *, deck_default: str | None = "auto", auto: str = "whatever the cards need"
) -> None:
    """--deck (``auto`` as the command reads it), --ruling, --abilities and the edition's options."""
    parser.add_argument(
        "--deck",
        default=deck_default,
        metavar="PARTS",
        help=f"the cards in play: auto ({auto}), base, advanced, expansion-all (the base game and the "
        "Expansion Pack), all, or a comma list of kraken, whale, loot, expansion, con, plank, stingray, volley, davy",
    )
    parser.add_argument(
        "--ruling",
        action="append",
        default=[],
        metavar="NAME=READING",
        help="switch a ruling to another reading, e.g. kraken-leader=left-of-kraken (see 'skrules rules ruling')",
    )
    parser.add_argument("--abilities", action="store_true", help="play with the advanced pirate abilities")
    add_edition_options(parser)


def add_edition_options(parser: argparse.ArgumentParser) -> None:
    """``--edition YEAR`` and ``--house NAME``: a printing's readings, and house rules no printing has."""
    parser.add_argument(
        "--edition",
        metavar="YEAR",
        help="play a printing: 2013 (its own 66-card deck and bonuses), 2018, 2021 or 2024 (the default), "
        "each with its readings of the rulings",
    )
    parser.add_argument(
        "--house",
        action="append",
        default=[],
        metavar="NAME",
        help="play a house rule, which no printing has: bonus-on-miss, kraken-trick-leader or zero-miss-ten "
        "(repeatable)",
    )


def add_editions_option(parser: argparse.ArgumentParser) -> None:
    """``--editions``: the same question under every edition and house rule, side by side."""
    parser.add_argument(
        "--editions",
        action="store_true",
        help="answer under every edition and each house rule, side by side, and say where they differ",
    )


def check_editions(args: argparse.Namespace, *refused: str) -> None:
    """``--editions`` compares the editions itself: an ``--edition`` or another question beside it is refused."""
    if args.edition is not None:
        raise SkrulesError(refusal(RefusalMsg.EDITIONS_EDITION, typed=args.edition))
    for option in refused:
        if getattr(args, option.lstrip("-").replace("-", "_"), None):
            said = RefusalMsg.EDITIONS_ENGLISH if option == "--lang" else RefusalMsg.EDITIONS_ONE_QUESTION
            raise SkrulesError(refusal(said, typed=option))


def print_editions(args: argparse.Namespace, head: list[tuple[str, str]], sides: Sequence[Side]) -> None:
    """The side-by-side comparison in the output format asked for."""
    import json

    from .. import sidebyside

    fmt = output_format(args)
    if fmt == "json":
        data = sidebyside.as_dict({k.lower().replace(" ", "_"): v for k, v in head}, sides)
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif fmt == "plain":
        print(sidebyside.as_text(head, sides))
    else:
        from ..render import print_editions as rich_editions

        rich_editions(head, sides)


def rules_from(args: argparse.Namespace, cards: Sequence[Card] = ()) -> RuleSet:
    from ..rules import RuleSet, ruling_choices

    return RuleSet.from_options(
        deck=args.deck,
        rulings=ruling_choices(args.ruling),
        abilities=args.abilities,
        cards=cards,
        edition=args.edition,
        house=args.house,
    )
