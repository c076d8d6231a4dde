"""``skrules audit``: judge every trick of up to N cards, check invariants, compare two encodings."""

from __future__ import annotations

import argparse
import json
import os
import re

from . import (
    RawDescriptionHelpFormatter,
    add_output_options,
    fail,
    integer,
    interrupted,
    output_format,
    stoppable,
)

EXAMPLES = """\
examples:
  skrules audit --max-cards 3 --deck all
  skrules audit --max-cards 4 --deck advanced --jobs 2
  skrules audit --max-cards 4 --deck all --scheduler tcp://10.0.0.5:8786 --json

Every trick is judged under the default readings and under each other reading of the rulings
that can change a trick, one ruling at a time (--ruling changes the readings they start from).

--jobs takes at most as many processes as this machine lets skrules use (its CPUs). The worker
processes stop with the audit: Ctrl-C prints one line and exits with 130, SIGTERM with 143
(SIGHUP with 129).

exit codes: 0 no violation and no disagreement, 1 some, 2 bad arguments, 130 interrupted,
            143 terminated, 129 hung up"""

# A Dask scheduler's address: [tcp|tls|ws|wss|ucx://]HOST:PORT, HOST a name, an IPv4 address or
# an IPv6 address in brackets; or inproc://ANYTHING, a scheduler in this very process.
_ADDRESS = re.compile(
    r"(?:(?:tcp|tls|ws|wss|ucx)://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):(?P<port>[0-9]{1,5})"
    r"|inproc://\S+"
)


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
    p.add_argument("--max-cards", type=integer, required=True, metavar="N", help="the largest trick, 2 to 8 cards")
    p.add_argument("--deck", default="all", metavar="PARTS", help="base, advanced, all, or parts (default: all)")
    p.add_argument("--ruling", action="append", default=[], metavar="NAME=READING", help="a reading to start from")
    p.add_argument(
        "--jobs",
        type=integer,
        default=1,
        metavar="J",
        help=f"processes to run shards in, 1 to the number of CPUs (here {cpus()}; default 1)",
    )
    p.add_argument("--scheduler", metavar="ADDRESS", help="run the shards on this Dask scheduler (tcp://HOST:PORT)")
    p.add_argument("--no-asp", action="store_true", help="skip the second encoding (no clingo needed)")
    p.add_argument("--default-only", action="store_true", help="judge under the starting readings only")
    add_output_options(p)
    p.set_defaults(run=run)


def cpus() -> int:
    """The CPUs this process may run on: the most worker processes worth starting."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # no affinity outside Linux
        return os.cpu_count() or 1


def run(args: argparse.Namespace) -> int:
    from ..errors import SkrulesError
    from ..rules import RuleSet, ruling_choices

    if not 2 <= args.max_cards <= 8:
        return fail(f"--max-cards {args.max_cards}: give a number of cards from 2 to 8")
    if not 1 <= args.jobs <= cpus():
        return fail(f"--jobs {args.jobs}: give 1 to {cpus()} processes (the CPUs this machine lets skrules use)")
    if args.scheduler is not None and not _address(args.scheduler):
        return fail(f"--scheduler {args.scheduler!r}: not a scheduler address; give one such as tcp://HOST:8786")
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
        with stoppable():
            result = audit(spec, jobs=args.jobs, scheduler=args.scheduler)
    except OSError as err:
        if args.scheduler is None:
            raise
        return fail(f"--scheduler {args.scheduler}: {err}")  # the Dask scheduler is out of reach
    except KeyboardInterrupt as stop:
        return interrupted("audit", stop)
    if output_format(args) == "json":
        print(json.dumps(result, indent=1))
    else:
        from ..audit.report import text
        from . import _columns

        print(text(result, _columns()))
    return 1 if result["violations"] or result["disagreements"] else 0


def _address(text: str) -> bool:
    """Whether ``text`` has the form of a Dask scheduler's address (checked before Dask is imported)."""
    found = _ADDRESS.fullmatch(text)
    return found is not None and (found["port"] is None or 1 <= int(found["port"]) <= 65535)


def _missing(args: argparse.Namespace) -> str | None:
    """The optional packages this run needs, if they are not installed."""
    import importlib.util

    for name, needed in (("clingo", not args.no_asp), ("distributed", args.scheduler is not None)):
        if needed and importlib.util.find_spec(name) is None:
            return f"the audit needs {name}: pip install 'skrules[audit]'" + (
                " (or --no-asp to skip the second encoding)" if name == "clingo" else ""
            )
    return None
