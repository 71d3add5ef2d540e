"""A dice-banks character: Proficiency, banks, skills, capacity attributes, Scars, equipment.

Every class is a frozen value; each change returns a new one, which is what the
campaign's edit commands need to apply and revert. ``to_json``/``from_json``
give the JSON stored in the campaign file; ``from_json`` checks every field and
raises :class:`CharacterDataError` naming it, so ``deskapp import`` can say
which field of which character is wrong. The rules themselves live in
:mod:`deskapp.systems.dice_banks.rules`; :meth:`DiceBanksCharacter.action` turns a
character's roll into their input (the table makes its combatant,
:meth:`~deskapp.systems.dice_banks.state.BanksState.combatant`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Self

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.records import Record, RecordError, read_record
from deskapp.core.systems import SheetWords
from deskapp.systems.dice_banks.rules import (
    EXTRA_BANK_DICE,
    MAX_DICE,
    MAX_RATING,
    Action,
    Bank,
    Burn,
    DiceBanksError,
    PowerSource,
    SkillKind,
    bank_size,
    check_burn,
)

STUN = "stun"
# B-50: each source of a bonus or penalty ranges from −3 to +3.
MODIFIER_LIMIT = 3
# Card Desk's ranges for the rest (docs/rules/dice-banks.md, "Ranges"), one source for the
# model and the editor's spin boxes. A bank holds Proficiency + 2 dice (B-06) and a roll at
# most MAX_DICE, so Proficiency stops at 28; levels, capacity attributes and an item's own
# Power are ratings (0 to 99); a Scar holds 1 to 99 boxes and as many points of a type.
MAX_PROFICIENCY = MAX_DICE - EXTRA_BANK_DICE
MAX_LEVEL = MAX_RATING
MAX_PRACTICE_XP = 999
MAX_BOXES = 99
MAX_EXTRA_ACTIONS = MAX_DICE


class CharacterDataError(UserError):
    """A dice-banks character, or part of one, that does not make sense; names the field."""


@dataclass(frozen=True)
class Skill(Record):
    """A skill of one kind at a level, with the fixed practice XP marked in it (B-13 … B-15)."""

    name: str
    kind: SkillKind
    level: int
    practice_xp: int = 0

    def __post_init__(self) -> None:
        owner = _named("skill", self.name)
        _check_whole(owner, "level", self.level, maximum=MAX_LEVEL)
        _check_whole(owner, "practice_xp", self.practice_xp, maximum=MAX_PRACTICE_XP)

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Self:
        """Read a stored skill; its ``kind`` is stored as text (``attribute`` is a talent)."""
        if isinstance(data, dict) and "kind" in data:
            kind = data["kind"]
            try:
                data = {**data, "kind": SkillKind.parse(kind if isinstance(kind, str) else "")}
            except DiceBanksError:
                raise CharacterDataError(
                    translate("DiceBanksSheet", "{owner}: kind must be {kinds}, not {kind}").format(
                        owner=_named("skill", data.get("name")), kinds=_KINDS, kind=repr(kind)
                    )
                ) from None
        return read_record(cls, data, where)


_KINDS = "'talent' (or 'attribute'), 'ability' or 'knowledge'"


@dataclass(frozen=True)
class Capacity(Record):
    """A capacity attribute: the base of an action's Power and the rating of its Power roll (B-20, B-21)."""

    name: str
    value: int

    def __post_init__(self) -> None:
        _check_whole(
            _named("capacity attribute", self.name), "value", self.value, maximum=MAX_LEVEL
        )

    @property
    def power(self) -> PowerSource:
        return PowerSource.capacity(self.value)


@dataclass(frozen=True)
class Scar(Record):
    """A damage track of ``boxes`` points, holding damage by type; some allow burning (B-23, B-31)."""

    name: str
    boxes: int
    burnable: bool = False
    damage: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        owner = _named("Scar", self.name)
        _check_whole(owner, "boxes", self.boxes, minimum=1, maximum=MAX_BOXES)
        for damage_type, points in self.damage.items():
            if not isinstance(damage_type, str) or not damage_type.strip():
                raise CharacterDataError(
                    translate(
                        "DiceBanksSheet", "{owner}: a damage type needs a name, not {damage_type}"
                    ).format(owner=owner, damage_type=repr(damage_type))
                )
            _check_whole(owner, f"damage '{damage_type}'", points, maximum=MAX_BOXES)

    @property
    def total(self) -> int:
        return sum(self.damage.values())

    @property
    def free(self) -> int:
        """Points the Scar can still take before damage would upgrade other damage."""
        return max(self.boxes - self.total, 0)

    def take(self, points: int, damage_type: str = STUN) -> Scar:
        """The Scar with ``points`` more damage of ``damage_type`` (B-23: bare hands deal stun;
        the damage action has refused a blank type)."""
        _check_whole(_named("Scar", self.name), "damage taken", points, maximum=MAX_BOXES)
        damage = dict(self.damage)
        damage[damage_type] = damage.get(damage_type, 0) + points
        return replace(self, damage=damage)


@dataclass(frozen=True)
class Equipment(Record):
    """An item: its own Power if it has one (B-24), its bonuses (B-50), extra actions (B-04).

    ``dice_bonus`` and ``power_bonus`` are −3 … +3 (negative for a penalty);
    ``damage_type`` is what its injuries deal (B-23).
    """

    name: str
    power: int | None = None
    dice_bonus: int = 0
    power_bonus: int = 0
    extra_actions: int = 0
    damage_type: str = STUN

    def __post_init__(self) -> None:
        owner = _named("equipment", self.name)
        if self.power is not None:
            _check_whole(owner, "power", self.power, maximum=MAX_LEVEL)
        for name in ("dice_bonus", "power_bonus"):
            _check_whole(
                owner, name, getattr(self, name), minimum=-MODIFIER_LIMIT, maximum=MODIFIER_LIMIT
            )
        _check_whole(owner, "extra_actions", self.extra_actions, maximum=MAX_EXTRA_ACTIONS)
        if not isinstance(self.damage_type, str) or not self.damage_type.strip():
            raise CharacterDataError(
                translate(
                    "DiceBanksSheet", "{owner}: damage_type needs a name, such as 'stun'"
                ).format(owner=owner)
            )


@dataclass(frozen=True)
class DiceBanksCharacter(Record):
    """A character of the dice-banks system, as the campaign stores it."""

    name: str
    proficiency: int
    skills: tuple[Skill, ...] = ()
    capacities: tuple[Capacity, ...] = ()
    scars: tuple[Scar, ...] = ()
    equipment: tuple[Equipment, ...] = ()

    def __post_init__(self) -> None:
        owner = _named("character", self.name)
        _check_whole(owner, "proficiency", self.proficiency, maximum=MAX_PROFICIENCY)
        for key, kind in _PARTS.items():
            items = getattr(self, key)
            if not isinstance(items, tuple) or not all(isinstance(item, kind) for item in items):
                raise CharacterDataError(
                    translate("DiceBanksSheet", "{owner}: {key} must be a tuple of {name}").format(
                        owner=owner, key=key, name=kind.__name__
                    )
                )
            seen: set[str] = set()
            for item in items:
                if item.name.casefold() in seen:
                    raise CharacterDataError(
                        translate("DiceBanksSheet", "{owner}: two {key} are named '{name}'").format(
                            owner=owner, key=key, name=item.name
                        )
                    )
                seen.add(item.name.casefold())

    @property
    def bank_size(self) -> int:
        """Dice in each of the three banks: Proficiency + 2."""
        return bank_size(self.proficiency)

    @property
    def banks(self) -> dict[Bank, int]:
        return dict.fromkeys(Bank, self.bank_size)

    def skill(self, name: str) -> Skill:
        return self._find("skills", name)

    def capacity(self, name: str) -> Capacity:
        return self._find("capacities", name)

    def scar(self, name: str) -> Scar:
        return self._find("scars", name)

    def item(self, name: str) -> Equipment:
        return self._find("equipment", name)

    def action(
        self,
        skill: str | tuple[int, SkillKind],
        dice: int,
        *,
        capacity: str | int | None = None,
        item: str | None = None,
        bonus: int = 0,
        penalty: int = 0,
        power_bonus: int = 0,
        power_penalty: int = 0,
        power_dice: int = 0,
        burn: Burn | None = None,
    ) -> Action:
        """The roll builder's action for a skill of this character.

        ``skill`` names one on the sheet, or is the level and kind of one that is
        not; ``capacity`` names a capacity attribute, or is a rating for the Power.
        The item's dice and Power bonuses are added to the others (B-50); its
        own Power, if it has one, sets the Power and the capacity attribute is
        ignored (B-24).
        """
        if isinstance(skill, str):
            chosen = self.skill(skill)
            skill = (chosen.level, chosen.kind)
        power = None
        if isinstance(capacity, str):
            power = self.capacity(capacity).power
        elif isinstance(capacity, int):
            power = PowerSource.capacity(capacity)
        if item is not None:
            equipment = self.item(item)
            if equipment.power is not None:
                power = PowerSource.equipment(equipment.power)
            bonus, penalty = _add_modifier(bonus, penalty, equipment.dice_bonus)
            power_bonus, power_penalty = _add_modifier(
                power_bonus, power_penalty, equipment.power_bonus
            )
        return Action(
            *skill,
            dice,
            bonus=bonus,
            penalty=penalty,
            power=power,
            power_bonus=power_bonus,
            power_penalty=power_penalty,
            power_dice=power_dice,
            burn=burn,
        )

    def take_damage(self, scar: str, points: int, damage_type: str = STUN) -> DiceBanksCharacter:
        """The character after an injury: the Power goes straight into the targeted Scar (B-23)."""
        return self._with_scar(self.scar(scar).take(points, damage_type))

    def burn(self, burn: Burn) -> DiceBanksCharacter:
        """The character after burning a Scar: the points taken into it as stun damage (B-31)."""
        target = self.scar(burn.scar)
        check_burn(self.name, self.proficiency, target.free if target.burnable else None, burn)
        return self._with_scar(target.take(burn.points, STUN))

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Self:
        """Read a stored character; any problem is one line naming the character and the field."""
        try:
            return read_record(cls, data, where)
        except (RecordError, CharacterDataError) as error:
            name = data.get("name") if isinstance(data, dict) else None
            named = isinstance(name, str) and name.strip()
            owner = _named("character", name) if named else _part_word("character")
            if str(error).startswith(f"{owner}:"):  # the character's own check named it
                raise
            raise CharacterDataError(f"{owner}: {error}") from None

    def _find(self, key: str, name: str) -> Any:
        for item in getattr(self, key):
            if item.name == name:
                return item
        known = ", ".join(item.name for item in getattr(self, key)) or translate(
            "DiceBanksSheet", "none"
        )
        raise CharacterDataError(
            translate("DiceBanksSheet", _MISSING_PART[key]).format(
                who=self.name, name=name, known=known
            )
        )

    def _with_scar(self, changed: Scar) -> DiceBanksCharacter:
        scars = tuple(changed if scar.name == changed.name else scar for scar in self.scars)
        return replace(self, scars=scars)


_PARTS: dict[str, type] = {
    "skills": Skill,
    "capacities": Capacity,
    "scars": Scar,
    "equipment": Equipment,
}
_MISSING_PART = {
    "skills": QT_TRANSLATE_NOOP("DiceBanksSheet", "{who} has no skill '{name}' (has: {known})"),
    "capacities": QT_TRANSLATE_NOOP(
        "DiceBanksSheet", "{who} has no capacity attribute '{name}' (has: {known})"
    ),
    "scars": QT_TRANSLATE_NOOP("DiceBanksSheet", "{who} has no Scar '{name}' (has: {known})"),
    "equipment": QT_TRANSLATE_NOOP(
        "DiceBanksSheet", "{who} has no equipment '{name}' (has: {known})"
    ),
}
# What a part of a sheet is called in a message, alone and with its name.
_PART_WORDS = {
    "skill": QT_TRANSLATE_NOOP("DiceBanksSheet", "skill"),
    "capacity attribute": QT_TRANSLATE_NOOP("DiceBanksSheet", "capacity attribute"),
    "Scar": QT_TRANSLATE_NOOP("DiceBanksSheet", "Scar"),
    "equipment": QT_TRANSLATE_NOOP("DiceBanksSheet", "equipment"),
    "character": QT_TRANSLATE_NOOP("DiceBanksSheet", "character"),
}
_NAMED_PARTS = {
    "skill": QT_TRANSLATE_NOOP("DiceBanksSheet", "skill '{name}'"),
    "capacity attribute": QT_TRANSLATE_NOOP("DiceBanksSheet", "capacity attribute '{name}'"),
    "Scar": QT_TRANSLATE_NOOP("DiceBanksSheet", "Scar '{name}'"),
    "equipment": QT_TRANSLATE_NOOP("DiceBanksSheet", "equipment '{name}'"),
    "character": QT_TRANSLATE_NOOP("DiceBanksSheet", "character '{name}'"),
}


def _part_word(what: str) -> str:
    return translate("DiceBanksSheet", _PART_WORDS[what])


def _add_modifier(bonus: int, penalty: int, modifier: int) -> tuple[int, int]:
    return (bonus + modifier, penalty) if modifier >= 0 else (bonus, penalty - modifier)


def _named(what: str, name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise CharacterDataError(
            translate("DiceBanksSheet", "{what} needs a name, not {name}").format(
                what=_part_word(what), name=repr(name)
            )
        )
    return translate("DiceBanksSheet", _NAMED_PARTS[what]).format(name=name)


def _check_whole(
    owner: str, field_name: str, value: Any, minimum: int = 0, *, maximum: int
) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise CharacterDataError(
            translate(
                "DiceBanksSheet",
                "{owner}: {field} must be a whole number from {minimum} to {maximum}, not {value}",
            ).format(
                owner=owner, field=field_name, minimum=minimum, maximum=maximum, value=repr(value)
            )
        )


SHEET_WORDS = SheetWords(
    fields={
        "boxes": QT_TRANSLATE_NOOP("SheetFields", "boxes"),
        "burnable": QT_TRANSLATE_NOOP("SheetFields", "can burn"),
        "capacities": QT_TRANSLATE_NOOP("SheetFields", "capacity attributes"),
        "damage": QT_TRANSLATE_NOOP("SheetFields", "damage"),
        "damage_type": QT_TRANSLATE_NOOP("SheetFields", "damage type"),
        "dice_bonus": QT_TRANSLATE_NOOP("SheetFields", "dice bonus"),
        "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment"),
        "extra_actions": QT_TRANSLATE_NOOP("SheetFields", "extra actions"),
        "kind": QT_TRANSLATE_NOOP("SheetFields", "kind"),
        "level": QT_TRANSLATE_NOOP("SheetFields", "level"),
        "name": QT_TRANSLATE_NOOP("SheetFields", "name"),
        "power": QT_TRANSLATE_NOOP("SheetFields", "power"),
        "power_bonus": QT_TRANSLATE_NOOP("SheetFields", "power bonus"),
        "practice_xp": QT_TRANSLATE_NOOP("SheetFields", "practice XP"),
        "proficiency": QT_TRANSLATE_NOOP("SheetFields", "proficiency"),
        "scars": QT_TRANSLATE_NOOP("SheetFields", "scars"),
        "scene": QT_TRANSLATE_NOOP("SheetFields", "scene"),
        "skills": QT_TRANSLATE_NOOP("SheetFields", "skills"),
        "value": QT_TRANSLATE_NOOP("SheetFields", "value"),
    },
    one_of={
        "capacities": QT_TRANSLATE_NOOP("SheetFields", "capacity attribute “{name}”"),
        "equipment": QT_TRANSLATE_NOOP("SheetFields", "equipment “{name}”"),
        "scars": QT_TRANSLATE_NOOP("SheetFields", "Scar “{name}”"),
        "skills": QT_TRANSLATE_NOOP("SheetFields", "skill “{name}”"),
    },
    choices={
        "talent": QT_TRANSLATE_NOOP("SheetFields", "talent"),
        "ability": QT_TRANSLATE_NOOP("SheetFields", "ability"),
        "knowledge": QT_TRANSLATE_NOOP("SheetFields", "knowledge"),
    },
    choice_fields=frozenset({"kind"}),
)
"""How Update Sheets names the stored fields and values of this system's sheets."""
