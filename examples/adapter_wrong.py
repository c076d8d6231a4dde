#!/usr/bin/env python3
"""A deliberately wrong engine, for testing the conformance kit: the Skull King beats the Mermaid.

It is skrules with one exception added to its precedence ladder, over ``rank.mermaid-king``
(the first Mermaid takes the Skull King): the Skull King wins instead. Every case whose answer
goes through that rule must fail ``skrules verify``; every other case must still pass.
"""

from __future__ import annotations

import sys
from pathlib import Path

from skrules.ladder import Claim, Field, Outcome, exception

sys.path.insert(0, str(Path(__file__).resolve().parent))
import adapter_skrules  # beside this file


def king_over_mermaid(field: Field) -> Claim | None:
    """The wrong rule: with a Mermaid and the Skull King, the Skull King wins."""
    if not (field.kings and field.mermaids):
        return None
    return Claim("rank.king", "rank.king", Outcome.WON, field.kings[0])


exception("rank.mermaid-king", rule="rank.king", name="wrong.king-over-mermaid", decide=king_over_mermaid)


if __name__ == "__main__":
    sys.exit(adapter_skrules.main(sys.argv[1:]))
