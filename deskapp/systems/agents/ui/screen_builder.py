"""The test being built at the Agents table: what the player describes, then what both sides choose.

:class:`Builder` holds only what is on screen before it becomes an action —
which chips take part, who is present, the choices once the cards lie — and
turns it into the ``plan`` and ``choices`` of the driver's draw and resolve
actions (see :mod:`deskapp.systems.agents.driver`). Nothing here is stored: the draw and
the sorting are, as actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from deskapp.core.cards import Card
from deskapp.systems.agents.actions import COUNT_CHOICES, plan_to_json
from deskapp.systems.agents.rules import TestResult
from deskapp.systems.agents.state import Pending
from deskapp.systems.agents.ui.screen_widgets import EXHAUST, IGNORE, OFF, USE, Item

COUNT_DRAWS = ("aspects", "temporary", "negative", "distrust")
_CHOICES = (
    "threat",
    "coordinator_reserves",
    "betray",
    "help",
    "to_aspect",
    "to_aspect_agent",
    "strengthen",
    "choice_counts",
    "raised",
    "picked",
)
"""The builder's fields decided once the cards lie on the table."""


@dataclass
class Builder:
    """The test on the builder: the tester's chips and the rest of the plan, then the choices."""

    tester: str = ""
    states: dict[tuple[str, str], str] = field(default_factory=dict)
    temporary: int = 0
    present: list[str] = field(default_factory=list)
    suppressed: list[str] = field(default_factory=list)
    against: str | None = None
    defending: str | None = None
    seeking_danger: bool = False
    removing: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNT_DRAWS, 0))
    # Decided once the cards lie on the table (A-11 … ).
    threat: int = 0
    coordinator_reserves: int = 0
    betray: bool = False
    help: dict[str, int] = field(default_factory=dict)
    to_aspect: list[str] = field(default_factory=list)
    to_aspect_agent: str | None = None
    strengthen: str = "negative"
    choice_counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNT_CHOICES, 0))
    raised: int = 0
    picked: list[str] = field(default_factory=list)
    """Drawn cards clicked to be removed (A-16), the latest click last."""

    def reset(self, tester: str = "") -> None:
        """An empty builder for ``tester``."""
        fresh = Builder(tester)
        for item in fields(self):
            setattr(self, item.name, getattr(fresh, item.name))

    def clear(self) -> None:
        """Forget the whole test but keep who tests."""
        self.reset(self.tester)

    def clear_choices(self) -> None:
        """Forget what was decided on drawn cards (they went back, or were sorted)."""
        fresh = Builder()
        for name in _CHOICES:
            setattr(self, name, getattr(fresh, name))

    def choose_tester(self, name: str) -> None:
        if name != self.tester:
            self.clear()
            self.tester = name

    def state(self, item: Item) -> str:
        return self.states.get(item.key, OFF)

    def cycle(self, item: Item, drawn: bool) -> bool:
        """Move a chip on to its next part in the test; False if the drawn cards forbid it.

        Before the draw a click cycles through not used, used, exhausted (and for a
        negative aspect ignored with a reserve). Once the cards lie, only what is
        used can still be exhausted or not: the cards drawn must not change.
        """
        current = self.state(item)
        if drawn:
            if current not in (USE, EXHAUST) or item.exhausted:
                return False
            self.states[item.key] = EXHAUST if current == USE else USE
            return True
        states = item.states()
        following = states[(states.index(current) + 1) % len(states)] if current in states else USE
        self.states[item.key] = following
        return True

    def used(self, items: list[Item], kind: str, *states: str) -> list[str]:
        """Names of the ``kind`` items in one of ``states`` (default: any part in the test)."""
        wanted = states or (USE, EXHAUST, IGNORE)
        return [item.name for item in items if item.kind == kind and self.state(item) in wanted]

    def plan_json(self, items: list[Item]) -> dict[str, Any]:
        """The draw action's ``plan``: what the player describes (A-10 … A-17, A-42 … A-45)."""
        plan: dict[str, Any] = {
            "aspects": self.used(items, "aspect"),
            "equipment": self.used(items, "equipment"),
            "trust": self.used(items, "trust"),
            "temporary": self.temporary,
            "negative": self.used(items, "negative"),
            "ignored": self.used(items, "negative", IGNORE),
            "present": list(self.present),
            "suppressed": [name for name in self.suppressed if name in self.near()],
            "against": self.against,
            "defending": self.defending,
            "seeking_danger": self.seeking_danger,
            "removing": list(self.removing),
        }
        return {key: value for key, value in plan.items() if value not in ([], 0, None, False)}

    def near(self) -> list[str]:
        """Agents near the tester: present, acted against, or attacking (A-44)."""
        return list(
            dict.fromkeys([*self.present, *(n for n in (self.against, self.defending) if n)])
        )

    def choices_json(self, items: list[Item]) -> dict[str, Any]:
        """The resolve action's ``choices`` (A-11, A-12, A-19, A-31, A-42, A-43)."""
        choices: dict[str, Any] = {
            "exhaust": self.used(items, "aspect", EXHAUST) + self.used(items, "equipment", EXHAUST),
            "exhaust_trust": self.used(items, "trust", EXHAUST),
            "negative_exhausted": self.used(items, "negative", EXHAUST),
            "threat": self.threat,
            "coordinator_reserves": self.coordinator_reserves,
            "betray": self.betray,
            "help": [name for name, count in self.help.items() for _ in range(count)],
            "to_aspect": list(self.to_aspect),
            "to_aspect_agent": self.to_aspect_agent,
        }
        if self.removing:
            choices["strengthen"] = self.strengthen
        return {key: value for key, value in choices.items() if value not in ([], 0, None, False)}

    def pick(self, card: Card) -> None:
        """A drawn card clicked: the next removal of its colour takes it (A-16)."""
        if card.notation in self.picked:
            self.picked.remove(card.notation)
        self.picked.append(card.notation)

    def removal(self, default: TestResult) -> list[str]:
        """The cards the resolve action names for removal, given what the app would remove itself.

        For each colour with removals, the cards clicked last take as many of
        them as there are, and the app's own choice (the earliest drawn) fills
        the rest; a colour nobody clicked is left to the app (A-16). So the
        counts always match whatever the advantages and disadvantages are now.
        """
        named: list[str] = []
        for removed in (
            (*default.removed_by_advantage, *default.cancelled),
            default.removed_by_disadvantage,
        ):
            if not removed:
                continue
            red = removed[0].is_red
            eligible = {
                card.notation
                for card in default.cards
                if card.is_red == red and card not in default.discarded
            }
            chosen = [card for card in reversed(self.picked) if card in eligible][: len(removed)]
            if not chosen:
                continue
            for card in removed:
                if len(chosen) < len(removed) and card.notation not in chosen:
                    chosen.append(card.notation)
            named += chosen
        return named

    def count_choices(self) -> dict[str, Any]:
        """A test in counts: its resolve action's ``choices``, ``raised`` and ``seeking_danger``."""
        extra: dict[str, Any] = {}
        if self.raised:
            extra["raised"] = self.raised
        if self.seeking_danger:
            extra["seeking_danger"] = True
        return {"choices": {k: v for k, v in self.choice_counts.items() if v}, **extra}

    def load(self, pending: Pending, items: list[Item]) -> None:
        """Show a test drawn earlier (after a restart or an undo) as the builder would have built it."""
        self.choose_tester(pending.agent)
        if self.matches(pending, items):
            return
        self.clear()
        if pending.setup is not None:
            self.counts = {key: getattr(pending.setup, key) for key in COUNT_DRAWS}
            return
        plan = pending.plan
        assert plan is not None
        chosen = {
            "aspect": plan.aspects,
            "equipment": plan.equipment,
            "trust": plan.trust,
            "negative": plan.negative,
        }
        ignored = {text.casefold() for text in plan.ignored}
        for item in items:
            if any(item.name.casefold() == name.casefold() for name in chosen[item.kind]):
                self.states[item.key] = IGNORE if item.name.casefold() in ignored else USE
        self.temporary = plan.temporary
        self.present = list(plan.present)
        self.suppressed = list(plan.suppressed)
        self.against, self.defending = plan.against, plan.defending
        self.seeking_danger = plan.seeking_danger
        self.removing = list(plan.removing)

    def matches(self, pending: Pending, items: list[Item]) -> bool:
        """Whether the builder still describes the drawn test."""
        if pending.agent != self.tester:
            return False
        if pending.setup is not None:
            return all(getattr(pending.setup, key) == self.counts[key] for key in COUNT_DRAWS)
        assert pending.plan is not None
        return plan_to_json(pending.plan) == self.plan_json(items)
