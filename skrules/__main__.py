"""``python -m skrules`` runs the command line; ``run`` is also the ``skrules`` command's entry point."""

import signal
import sys


def run() -> int:
    """The command line, with Ctrl-C while it is still loading answered as Ctrl-C later is: exit 130.

    The command line is imported here, not at the top, so that an interrupt during that import
    lands in this function's ``try`` instead of ending in a traceback.
    """
    try:
        from .cli import main
    except KeyboardInterrupt:
        return 130
    code = main()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # done: Ctrl-C while the interpreter exits changes nothing
    return code


if __name__ == "__main__":
    sys.exit(run())
