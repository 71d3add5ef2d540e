"""What the dice-banks table shows: a frozen, typed view of the table, built by the driver.

The screen draws :class:`TableView` (``driver.view()``) and never reads the
table itself; ``state_json()`` is this view as JSON, for ``deskapp replay
--json`` and tests. A roll is a :class:`RollView`: everything the dice tray and
the history line show of it. Stored with the session event as the action's
outcome, it is plain data (codes, numbers, names, faces), from which the screen
writes the history line in the user's language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from deskapp.core.records import Record
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter

RollStatus = Literal["open", "reaction", "settled"]


@dataclasses.dataclass(frozen=True)
class BurnView(Record):
    """Points burned from a Scar for this roll (B-31)."""

    scar: str
    points: int
    use: str


@dataclasses.dataclass(frozen=True)
class PracticeMark(Record):
    """The practice XP a roll or the GM marked: ``granted`` false when the skill had its point
    this scene already (B-15); ``now`` is the skill's practice XP afterwards."""

    skill: str
    granted: bool
    now: int


@dataclasses.dataclass(frozen=True)
class LongView(Record):
    """A long action: its running total towards its target (B-70 … B-73)."""

    title: str
    bank: str
    target: int | None
    cumulative: bool
    total: int
    rolls: int
    penalty: int
    dice_left: int
    max_dice: int
    status: str
    wiped: int = 0
    """The total a critical failure of this roll wiped out (B-71); 0 otherwise."""
    paused: bool = False
    """An interrupted roll waits to be resumed; it counts when it is (B-74)."""


@dataclasses.dataclass(frozen=True)
class RollView(Record):
    """One roll as the tray and the history show it: the declaration, every face, the outcome.

    ``status`` is ``open`` (an action waiting for reactions), ``reaction`` (its
    successes are a Defense) or ``settled``; the Defense, net, outcome and Power
    are known once settled (for an open roll ``defense`` is the Defense so far).
    """

    JSON_NAMES: ClassVar[dict[str, str]] = {"role": "as"}

    who: str
    role: str
    skill: str
    bank: str
    support_dice: int
    burn: BurnView | None
    target: str | None
    damage_type: str
    level: int
    kind: str
    dice: int
    cumulative: int
    rounds: tuple[tuple[int, ...], ...]
    success_at: int
    explode_at: int
    critical_at: int
    successes: int
    automatic_failure: bool
    critical_failure: bool
    great_success: bool
    status: RollStatus
    practice: PracticeMark | None = None
    id: int | None = None
    against: int | None = None
    defense: int = 0
    net: int | None = None
    outcome: str | None = None
    power: int | None = None
    power_base: int | None = None
    power_rounds: tuple[tuple[int, ...], ...] = ()
    power_success_at: int | None = None
    power_explode_at: int | None = None
    support: SupportHelp | None = None
    long: LongView | None = None

    @property
    def settled(self) -> bool:
        return self.status == "settled"


@dataclasses.dataclass(frozen=True)
class SupportHelp(Record):
    """A support roll's bonus for ``helps``'s next roll, as stored in a roll (``{"for", "bonus"}``:
    ``for`` is a Python keyword)."""

    JSON_NAMES: ClassVar[dict[str, str]] = {"helps": "for"}

    helps: str
    bonus: int


@dataclasses.dataclass(frozen=True)
class WaitingView:
    """An action rolled against a target, waiting for reactions (B-41, B-42)."""

    roll: RollView
    defense: int
    """The highest of the difficulty and the reactions' successes (B-42)."""
    reactions: tuple[RollView, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            **self.roll.to_json(),
            "defense": self.defense,
            "reactions": [reaction.to_json() for reaction in self.reactions],
        }


@dataclasses.dataclass(frozen=True)
class SupportWaiting(Record):
    """Bonus dice from ``giver``'s support, waiting for the next roll they help (B-60)."""

    JSON_NAMES: ClassVar[dict[str, str]] = {"giver": "from"}

    giver: str
    bonus: int


@dataclasses.dataclass(frozen=True)
class CombatantView(Record):
    """One character in the conflict this round: dice left in each bank, actions (B-01 … B-05)."""

    name: str
    bank_size: int
    dice_left: Mapping[str, int]
    actions: int
    actions_left: int
    extra_actions: int
    next_action_penalty: int
    burnable: Mapping[str, int]
    """The stun each burnable Scar can still take (B-31)."""


@dataclasses.dataclass(frozen=True)
class ConflictView(Record):
    round: int
    combatants: tuple[CombatantView, ...]

    def combatant(self, name: str | None) -> CombatantView | None:
        return next((c for c in self.combatants if c.name == name), None)


@dataclasses.dataclass(frozen=True)
class TableView:
    """Everything the dice-banks screen shows, as the driver has it now."""

    mirror: bool
    scene: int
    characters: tuple[DiceBanksCharacter, ...]
    """The session's copies of the sheets (damage and practice XP land here)."""
    opponents: frozenset[str]
    extra_actions: Mapping[str, int]
    conflict: ConflictView | None
    practice: Mapping[str, tuple[str, ...]]
    """The skills that earned their practice XP this scene, by character (B-15)."""
    waiting: tuple[WaitingView, ...]
    supports: Mapping[str, tuple[SupportWaiting, ...]]
    long_actions: Mapping[str, LongView]
    last: RollView | None
    next_id: int

    def character(self, name: str | None) -> DiceBanksCharacter | None:
        return next((c for c in self.characters if c.name == name), None)

    def combatant(self, name: str | None) -> CombatantView | None:
        return self.conflict.combatant(name) if self.conflict is not None else None

    def bank_dice_left(self, name: str | None, bank: str) -> int:
        """Dice ``name`` can still take from ``bank``: the whole bank outside a conflict (B-06)."""
        combatant = self.combatant(name)
        if combatant is not None:
            return combatant.dice_left[bank]
        character = self.character(name)
        return character.bank_size if character is not None else 0

    def to_json(self) -> dict[str, Any]:
        return {
            "scene": self.scene,
            "characters": [
                {**c.to_json(), "opponent": c.name in self.opponents} for c in self.characters
            ],
            "extra_actions": dict(self.extra_actions),
            "conflict": None if self.conflict is None else self.conflict.to_json(),
            "practice": {name: list(skills) for name, skills in self.practice.items()},
            "open_rolls": [waiting.to_json() for waiting in self.waiting],
            "supports": {
                name: [support.to_json() for support in given]
                for name, given in self.supports.items()
            },
            "long_actions": {name: long.to_json() for name, long in self.long_actions.items()},
            "last": None if self.last is None else self.last.to_json(),
            "next_id": self.next_id,
        }
