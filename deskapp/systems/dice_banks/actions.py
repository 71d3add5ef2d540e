"""The dice-banks table actions: one frozen record per action, read from its stored JSON.

Every action a screen sends, a stored session replays or the demo plays is
one of these, named by ``"do"`` (see ``docs/sessions/dice_banks.md`` for each
one's JSON). The driver reads one with the core record machinery
(:func:`deskapp.core.play.actions.parse_action`): every field typed, one line naming
a bad field, nothing changed.

Two fields of a roll are Python keywords in the stored JSON — ``"as"`` and
``"for"`` — so the record calls them ``role`` and ``helps`` and names the stored
ones in ``JSON_NAMES`` (the core record machinery maps them both ways; the roll
view in :mod:`deskapp.systems.dice_banks.view` does the same).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Literal

from deskapp.core.i18n import translate
from deskapp.core.play.actions import Action
from deskapp.core.records import Record, RecordError

BankName = Literal["physical", "social", "mental"]
RollAs = Literal["action", "reaction", "support", "long"]
ROLL_KINDS: tuple[RollAs, ...] = ("action", "reaction", "support", "long")
STUN = "stun"


def check_whole(value: int | None, field: str, minimum: int = 0) -> None:
    """Refuse a number below ``minimum``, naming the field."""
    if value is not None and value < minimum:
        raise RecordError(
            translate(
                "DiceBanksActions",
                "field '{field}' must be a whole number of at least {minimum}, not {value}",
            ).format(field=field, minimum=minimum, value=repr(value))
        )


NAME = None
"""In a record's ``CHECKS``: the field is a name, not a whole number."""


@dataclasses.dataclass(frozen=True)
class _Checked(Action):
    """An action whose fields ``CHECKS`` lists, in the order they are checked: each a name
    (:data:`NAME`) or a whole number of at least the minimum given."""

    CHECKS: ClassVar[dict[str, int | None]] = {}

    def __post_init__(self) -> None:
        for field, minimum in self.CHECKS.items():
            value = getattr(self, field)
            if minimum is not NAME:
                check_whole(value, field, minimum)
            elif not value.strip():  # a blank name
                raise RecordError(
                    translate(
                        "DiceBanksActions", "field '{field}' must be a name, not {value}"
                    ).format(field=field, value=repr(value))
                )


@dataclasses.dataclass(frozen=True)
class _Whose(_Checked):
    """An action about one character at the table, ``who``, named first."""

    CHECKS = {"who": NAME}

    who: str


# --- the parts of a roll ------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class OtherSkill(Record):
    """A skill not on the sheet, as a GM reads it off a stat block: its level and kind."""

    level: int
    kind: str
    name: str | None = None
    """Shown in the history; empty or left out: "<kind> <level>"."""

    def __post_init__(self) -> None:
        check_whole(self.level, "skill.level")


@dataclasses.dataclass(frozen=True)
class BurnPlan(Record):
    """Stun taken into a Scar that allows burning, for dice or for Power (B-31, B-32)."""

    scar: str
    points: int
    use: Literal["dice", "power"] = "dice"


# --- the actions ----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Roll(_Whose):
    """One roll (B-10 … B-24, B-41, B-42, B-60, B-70): an action, a reaction, a support or a
    long action's next step. ``faces`` are real dice typed in (mirror mode requires them)."""

    KIND: ClassVar[str] = "roll"
    JSON_NAMES: ClassVar[dict[str, str]] = {"role": "as", "helps": "for"}
    CHECKS = _Whose.CHECKS | dict.fromkeys(
        ("dice", "bonus", "penalty", "difficulty", "power_dice", "power_bonus", "power_penalty"), 0
    )

    skill: str | OtherSkill
    role: RollAs = "action"
    bank: BankName | None = None
    dice: int = 0
    bonus: int = 0
    penalty: int = 0
    difficulty: int = 0
    capacity: str | int | None = None
    item: str | None = None
    power_dice: int = 0
    power_bonus: int = 0
    power_penalty: int = 0
    burn: BurnPlan | None = None
    target: str | None = None
    against: int | None = None
    helps: str | None = None
    faces: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.capacity, int):
            check_whole(self.capacity, "capacity")
        if self.burn is not None:
            check_whole(self.burn.points, "burn.points", 1)


@dataclasses.dataclass(frozen=True)
class Settle(Action):
    """The waiting action ``roll`` meets the highest Defense and rolls its Power (B-16, B-21, B-42)."""

    KIND: ClassVar[str] = "settle"

    roll: int
    faces: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class BeginConflict(Action):
    """A conflict begins: round 1, every bank full (B-01)."""

    KIND: ClassVar[str] = "begin_conflict"


@dataclasses.dataclass(frozen=True)
class NewRound(Action):
    """The next round: every bank refilled (B-05)."""

    KIND: ClassVar[str] = "new_round"


@dataclasses.dataclass(frozen=True)
class EndConflict(Action):
    """The conflict ends."""

    KIND: ClassVar[str] = "end_conflict"


@dataclasses.dataclass(frozen=True)
class Join(_Checked):
    """An opponent enters the table (and the conflict, if one is going).

    ``character`` is a dice-banks character's JSON, checked by the sheet's own reader."""

    KIND: ClassVar[str] = "join"
    CHECKS = {"extra_actions": 0}

    character: dict[str, Any]
    extra_actions: int = 0


@dataclasses.dataclass(frozen=True)
class Remove(_Whose):
    """An opponent who joined leaves the table again."""

    KIND: ClassVar[str] = "remove"


@dataclasses.dataclass(frozen=True)
class ExtraActions(_Whose):
    """Extra actions per round from abilities (B-04)."""

    KIND: ClassVar[str] = "extra_actions"
    CHECKS = _Whose.CHECKS | {"count": 0}

    count: int = 0


@dataclasses.dataclass(frozen=True)
class Damage(_Whose):
    """Damage into a Scar (B-23); bare hands deal stun."""

    KIND: ClassVar[str] = "damage"
    CHECKS = _Whose.CHECKS | {"scar": NAME, "points": 1, "type": NAME}

    scar: str
    points: int
    type: str = STUN


@dataclasses.dataclass(frozen=True)
class Practice(_Whose):
    """One practice XP marked by hand in a skill on the sheet, once per skill per scene (B-15)."""

    KIND: ClassVar[str] = "practice"
    CHECKS = _Whose.CHECKS | {"skill": NAME}

    skill: str


@dataclasses.dataclass(frozen=True)
class NewScene(Action):
    """A new scene: every skill can earn its practice XP again (B-15)."""

    KIND: ClassVar[str] = "new_scene"


@dataclasses.dataclass(frozen=True)
class DropSupport(_Whose):
    """The GM rules the support waiting for ``who``'s next roll out."""

    KIND: ClassVar[str] = "drop_support"


@dataclasses.dataclass(frozen=True)
class LongStart(_Whose):
    """A long action starts (B-70): its bank, its target (null: the player stops it) and
    whether each roll after the first has a cumulative −1 (B-72)."""

    KIND: ClassVar[str] = "long_start"
    CHECKS = _Whose.CHECKS | {"title": NAME, "target": 1}

    title: str
    bank: BankName
    target: int | None = None
    cumulative: bool = True


@dataclasses.dataclass(frozen=True)
class LongStop(_Whose):
    """A long action without a target stops at its total (B-70)."""

    KIND: ClassVar[str] = "long_stop"


@dataclasses.dataclass(frozen=True)
class LongRestart(_Whose):
    """A long action starts again from nothing (B-73)."""

    KIND: ClassVar[str] = "long_restart"


@dataclasses.dataclass(frozen=True)
class LongClose(_Whose):
    """A long action is put away."""

    KIND: ClassVar[str] = "long_close"


@dataclasses.dataclass(frozen=True)
class LongInterrupt(_Whose):
    """The roll under way of ``who``'s long action is interrupted (B-74): ``paused`` (it counts
    when resumed), ``wasted`` (it still raises the cumulative penalty) or ``lost`` (the whole
    long action); the character enters the conflict without the ``dice`` that roll spent."""

    KIND: ClassVar[str] = "long_interrupt"

    how: Literal["paused", "wasted", "lost"]
    dice: int
