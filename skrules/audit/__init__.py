"""The exhaustive audit of the trick rules: every trick of up to N cards, reduced by exact
symmetries (:mod:`.enumerate`), judged under every ruling reading that can change a trick,
checked against invariants the rules state (:mod:`.invariants`) and against a second encoding
of the rules written as an answer-set program from the rulebook's text (:mod:`.asp`).

The audit is a pure function over shards of the trick space (:mod:`.run`): each shard is a
prefix of the trick, so shards run in any process or on any machine and their results merge.
This is a tool module: it decides no rule itself.
"""

from __future__ import annotations
