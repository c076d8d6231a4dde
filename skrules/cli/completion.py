"""``skrules completion SHELL``: a completion script for bash, zsh or fish, generated, never written by hand.

The commands, their options and help come from the argparse parser; the words offered for a
value come from the project's own data (card tokens, rule IDs, rulings and their readings, deck
parts, scoring methods), so a new option or card is completed the day it exists. Abbreviated
commands are completed as the command line reads them (:func:`skrules.cli.commands_for`). The
parser and the data are read into a :class:`~.completion_spec.Spec`, from which
:mod:`.completion_scripts` writes each shell's script.
"""

from __future__ import annotations

import argparse

from . import RawDescriptionHelpFormatter
from .completion_spec import spec

SHELLS = ("bash", "zsh", "fish")

EXAMPLES = """examples:
  source <(skrules completion bash)           (in ~/.bashrc)
  skrules completion zsh > ~/.zfunc/_skrules  (a folder on $fpath)
  skrules completion fish > ~/.config/fish/completions/skrules.fish"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "completion",
        help="print a shell completion script for bash, zsh or fish",
        description="Print the script that completes skrules' commands, options,\ncard tokens, rule IDs, "
        "rulings and their readings in SHELL.\nLoad it from the shell's start-up file.",
        epilog=f"exit codes: 0 printed, 2 an unknown shell\n\n{EXAMPLES}",
        formatter_class=RawDescriptionHelpFormatter,
    )
    p.add_argument("shell", choices=SHELLS, metavar="SHELL", help="bash, zsh or fish")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .completion_scripts import script

    print(script(str(args.shell), spec()), end="")
    return 0
