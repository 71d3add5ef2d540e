"""Dice banks (d10 pools): one roll from declaration to Power — rules B-10 … B-24, B-31, B-40 … B-60.

A roll goes in two steps, because at the table the Defense is often known only
after the roll (a reaction is rolled against it):

1. :func:`roll_action` rolls an :class:`Action` and gives an :class:`ActionRoll`:
   the dice with their explosions, the successes, critical failure, great
   success and the practice XP they earn;
2. :meth:`ActionRoll.settle` subtracts the Defense and, if the action succeeds
   and has a Power source, rolls the Power dice, giving an :class:`ActionResult`.

:func:`resolve_action` does both at once. Every die comes from a
:class:`deskapp.core.dice.Dice`, in this order: the rolled dice, then each round of
explosions (one new die per exploded die, in the order of those dice), then the
Power roll the same way. What a combatant has spent this round is a
:class:`Combatant`; the conflict's rounds live in
:mod:`deskapp.systems.dice_banks.state`, long actions in
:mod:`deskapp.systems.dice_banks.long_actions`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, ClassVar, Literal

from deskapp.core.dice import Dice
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.options import OptionText, TableOptions, option
from deskapp.core.wording import quoted
from deskapp.systems.dice_banks.words import in_the_bank

SIDES = 10
EXTRA_BANK_DICE = 2
GREAT_SUCCESS = 5
# Above this rating both thresholds already stand at 5 (B-11, B-12). Taken
# literally, 15 − rating would go on falling and explode faces that are not even
# successes (at 14 and more: every face, for ever), so higher ratings roll as 10.
TOP_RATING = 10
# Card Desk's ranges. A bank holds Proficiency + 2 dice (B-06); bonus dice and a burned
# Scar (B-31) add a few more. No roll the rules describe comes near 30 dice, and a
# rating, a capacity attribute, an equipment's Power or a Defense is at most 99.
MAX_DICE = 30
MAX_RATING = 99


class DiceBanksError(UserError):
    """A roll or a declaration the dice-bank rules refuse; nothing was changed."""


class Bank(StrEnum):
    """The three dice banks; the action's type picks one (B-01)."""

    PHYSICAL = "physical"
    SOCIAL = "social"
    MENTAL = "mental"


class SkillKind(StrEnum):
    """The three kinds of skill; the kind sets the critical range (B-13)."""

    TALENT = "talent"
    ABILITY = "ability"
    KNOWLEDGE = "knowledge"

    @property
    def critical_faces(self) -> int:
        """The highest face in the critical range: 1, 1–2 or 1–4 (B-13)."""
        return _CRITICAL_FACES[self]

    @property
    def earns_practice(self) -> bool:
        """Whether a critical failure or great success earns practice XP (not Knowledge, B-13/B-14)."""
        return self is not SkillKind.KNOWLEDGE

    @classmethod
    def parse(cls, text: str) -> SkillKind:
        """A kind typed by a user: talent (or attribute), ability or knowledge, any case."""
        word = text.strip().lower()
        if word == "attribute":
            return cls.TALENT
        try:
            return cls(word)
        except ValueError:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "unknown skill kind '{kind}': choose talent (or attribute), ability or knowledge",
                ).format(kind=quoted(text))
            ) from None


_CRITICAL_FACES = {SkillKind.TALENT: 1, SkillKind.ABILITY: 2, SkillKind.KNOWLEDGE: 4}


class Outcome(StrEnum):
    """How an action ends: critical failure is worse than a plain failure (B-13, B-16)."""

    SUCCESS = "success"
    FAILURE = "failure"
    CRITICAL_FAILURE = "critical_failure"


class BurnUse(StrEnum):
    """What the points burned from a Scar buy: dice for this roll, or Power (B-31)."""

    DICE = "dice"
    POWER = "power"


@dataclass(frozen=True)
class DiceBanksOptions(TableOptions):
    """How this table reads the dice-bank rules where they can be read more than one way."""

    SYSTEM: ClassVar[str] = "dice_banks"
    # Marked for the catalogue; the Table Options dialog translates them where it shows them.
    critical_failure: Literal["any_die", "every_die"] = option(
        "any_die",
        QT_TRANSLATE_NOOP(
            "TableOptions",
            "rule B-13: a roll without successes is a critical failure when any die "
            "(any_die) or every die (every_die) shows a face in the skill kind's critical range",
        ),
    )
    high_ratings: Literal["as_ten", "refuse"] = option(
        "as_ten",
        QT_TRANSLATE_NOOP(
            "TableOptions",
            "rule B-12: above 10 the written thresholds break (the explosion face falls below "
            "the success face, and from 14 every face explodes for ever); 'as_ten' rolls such a "
            "rating as 10 (success and explosion on 5+), 'refuse' keeps ratings to 10 at this "
            "table",
        ),
    )


def option_words() -> dict[str, OptionText]:
    """The Table Options dialog's words of each option: what a game master reads (the
    options' ``help`` cites the rules, for the docs and the tooltips), translated when called."""
    return {
        "critical_failure": OptionText(
            translate("OptionTexts", "Critical failure"),
            translate(
                "OptionTexts",
                "A roll without successes is a critical failure when its dice show faces "
                "in the skill's critical range: any one of its dice, or every one.",
            ),
            {
                "any_die": translate("OptionTexts", "Any die in the range"),
                "every_die": translate("OptionTexts", "Every die in the range"),
            },
        ),
        "high_ratings": OptionText(
            translate("OptionTexts", "Ratings above 10"),
            translate(
                "OptionTexts",
                "The written thresholds stop working above 10: roll such a rating as 10 "
                "(success and explosion on 5+), or keep ratings to 10 at this table.",
            ),
            {
                "as_ten": translate("OptionTexts", "Roll it as 10"),
                "refuse": translate("OptionTexts", "Refuse ratings above 10"),
            },
        ),
    }


def rating_note(rating: int) -> str | None:
    """What a rating above 10 means at the table, for the editor and the roll builder (B-12)."""
    _check_whole("rating", rating)
    if rating <= TOP_RATING:
        return None
    return translate(
        "DiceBanksRules",
        "a rating of {rating} rolls as {top}: success on {success}+, explodes on {explode}+",
    ).format(
        rating=rating,
        top=TOP_RATING,
        success=success_threshold(rating),
        explode=explosion_threshold(rating),
    )


def check_rating(rating: int, options: DiceBanksOptions, what: str = "rating") -> int:
    """``rating``, refused above 10 when the table keeps ratings to 10 (B-12's option)."""
    _check_whole(what, rating)
    if options.high_ratings == "refuse" and rating > TOP_RATING:
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{what} is {rating}, but this table keeps ratings to {top} (rule B-12)",
            ).format(what=_field_name(what), rating=rating, top=TOP_RATING)
        )
    return rating


def bank_size(proficiency: int) -> int:
    """Dice in each full bank: Proficiency + 2."""
    return proficiency + EXTRA_BANK_DICE


def success_threshold(rating: int) -> int:
    """The lowest face that is a success against a skill, capacity or Power of ``rating`` (B-11);
    ``rating`` is a checked one (an Action's, a PowerSource's), above 10 read as 10 (B-12)."""
    return max(SIDES - min(rating, TOP_RATING), 5)


def explosion_threshold(rating: int) -> int:
    """The lowest face that is a success and is rolled again (B-12)."""
    return min(15 - min(rating, TOP_RATING), SIDES)


@dataclass(frozen=True)
class PoolRoll:
    """A pool of d10 rolled against a rating, with its explosions (B-10 … B-12).

    ``rounds[0]`` holds the dice rolled; each later round holds one new die for
    each die of the round before that exploded, in the order of those dice.
    """

    rating: int
    rounds: tuple[tuple[int, ...], ...]

    @property
    def faces(self) -> tuple[int, ...]:
        """Every face, in the order it was rolled."""
        return tuple(face for round_ in self.rounds for face in round_)

    @property
    def explosions(self) -> tuple[int, ...]:
        """The faces of the rerolls only."""
        return tuple(face for round_ in self.rounds[1:] for face in round_)

    @property
    def successes(self) -> int:
        lowest = success_threshold(self.rating)
        return sum(face >= lowest for face in self.faces)


def roll_pool(dice: Dice, count: int, rating: int) -> PoolRoll:
    """Roll ``count`` d10 against ``rating``, rerolling each die that explodes until none does."""
    explode_at = explosion_threshold(rating)
    rounds = []
    while count > 0:
        faces = tuple(dice.roll(count, SIDES))
        rounds.append(faces)
        count = sum(face >= explode_at for face in faces)
    return PoolRoll(rating, tuple(rounds))


@dataclass(frozen=True)
class PowerSource:
    """Where an action's Power comes from: a capacity attribute (B-20) or own-Power equipment (B-24)."""

    rating: int
    own_power: bool = False

    def __post_init__(self) -> None:
        _check_whole("equipment Power" if self.own_power else "capacity attribute", self.rating)

    @classmethod
    def capacity(cls, value: int) -> PowerSource:
        return cls(value)

    @classmethod
    def equipment(cls, power: int) -> PowerSource:
        return cls(power, own_power=True)

    @property
    def base(self) -> int:
        """Base Power: the capacity attribute halved, rounded down (B-20), or the equipment's (B-24)."""
        return self.rating if self.own_power else self.rating // 2


@dataclass(frozen=True)
class Burn:
    """Stun damage taken into one Scar that allows burning, for dice or for Power (B-31, B-32)."""

    scar: str
    points: int
    use: BurnUse = BurnUse.DICE

    def __post_init__(self) -> None:
        if not isinstance(self.scar, str) or not self.scar.strip():
            raise DiceBanksError(
                translate(
                    "DiceBanksRules", "a burn needs the name of the Scar it burns (rule B-31)"
                )
            )
        _check_whole("burned points", self.points, minimum=1)


@dataclass(frozen=True)
class Action:
    """What a player declares for one roll — an action or a reaction — before any die is rolled.

    ``dice`` and ``power_dice`` come out of the bank; ``bonus`` and ``penalty``
    are the dice bonuses and penalties of every source, summed (B-50), support
    included (B-60). ``power_bonus``/``power_penalty`` change the Power the same
    way (B-22, B-50).
    """

    skill: int
    kind: SkillKind
    dice: int
    bonus: int = 0
    penalty: int = 0
    power: PowerSource | None = None
    power_bonus: int = 0
    power_penalty: int = 0
    power_dice: int = 0
    burn: Burn | None = None

    def __post_init__(self) -> None:
        _check_whole("skill level", self.skill)
        for name in ("dice", "bonus", "penalty", "power_dice"):
            _check_whole(name.replace("_", " "), getattr(self, name), maximum=MAX_DICE)
        for name in ("power_bonus", "power_penalty"):
            _check_whole(name.replace("_", " "), getattr(self, name))
        if self.dice + self.burned_dice < 1:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "a roll uses at least one die from the bank or from burning a Scar (rule B-01)",
                )
            )
        self._check_power()

    def _check_power(self) -> None:
        raises_power = self.power_dice > 0 or self.burned_power > 0
        if self.power is None:
            if raises_power or self.power_bonus or self.power_penalty:
                raise DiceBanksError(
                    translate(
                        "DiceBanksRules",
                        "this action has no Power to change: give it a capacity attribute or "
                        "equipment with its own Power (rule B-22)",
                    )
                )
        elif self.power.own_power and raises_power:
            raise DiceBanksError(
                translate(
                    "DiceBanksRules",
                    "dice and burned Scars cannot raise the Power of equipment with its own "
                    "Power (rules B-24, B-31)",
                )
            )

    @property
    def burned_dice(self) -> int:
        """Dice bought by burning a Scar; they are rolled now or lost (B-31, B-32)."""
        return self.burn.points if self.burn is not None and self.burn.use is BurnUse.DICE else 0

    @property
    def burned_power(self) -> int:
        return self.burn.points if self.burn is not None and self.burn.use is BurnUse.POWER else 0

    @property
    def bank_dice(self) -> int:
        """Dice this roll takes out of the bank: those rolled and those spent on Power (B-50)."""
        return self.dice + self.power_dice

    def dice_to_roll(self, cumulative_penalty: int = 0) -> int:
        """Dice used + burned + bonuses − penalties (B-10); below 1 the roll fails automatically (B-02)."""
        return self.dice + self.burned_dice + self.bonus - self.penalty - cumulative_penalty


@dataclass(frozen=True)
class ActionRoll:
    """A rolled action or reaction before Defense: its successes and what they earn (B-10 … B-14).

    A reaction stops here: its successes are the Defense against the action it
    answers (B-42).
    """

    action: Action
    cumulative_penalty: int
    pool: PoolRoll | None
    critical_failure: bool

    @property
    def dice_rolled(self) -> int:
        """Used + bonuses − penalties, or 0 when that leaves less than one die: nothing was
        rolled (B-02)."""
        return max(self.action.dice_to_roll(self.cumulative_penalty), 0)

    @property
    def automatic_failure(self) -> bool:
        return self.pool is None

    @property
    def faces(self) -> tuple[int, ...]:
        return self.pool.faces if self.pool is not None else ()

    @property
    def successes(self) -> int:
        """Successes on the dice themselves, explosions included, before Defense."""
        return self.pool.successes if self.pool is not None else 0

    @property
    def great_success(self) -> bool:
        """Five or more successes on the dice, whatever the Defense (B-14)."""
        return self.successes >= GREAT_SUCCESS

    @property
    def practice_xp(self) -> int:
        """Fixed practice XP earned by this roll, before the once-per-scene cap (B-13, B-14, B-15)."""
        earned = self.critical_failure or self.great_success
        return int(earned and self.action.kind.earns_practice)

    def settle(self, defense: int, dice: Dice) -> ActionResult:
        """Subtract the Defense (B-16) and, if the action succeeds, roll its Power (B-20 … B-24)."""
        _check_whole("Defense", defense)
        net = self.successes - defense
        source = self.action.power
        if source is None or net < 1:
            return ActionResult(self, defense, None, None)
        power_roll = roll_pool(dice, net, source.rating)
        power = (
            source.base
            + power_roll.successes
            + self.action.power_dice
            + self.action.burned_power
            + self.action.power_bonus
            - self.action.power_penalty
        )
        # Penalties can outweigh everything else; a negative size means nothing.
        return ActionResult(self, defense, power_roll, max(power, 0))


@dataclass(frozen=True)
class ActionResult:
    """A settled action: net successes after Defense, the outcome and the Power (B-16, B-20 … B-24)."""

    roll: ActionRoll
    defense: int
    power_roll: PoolRoll | None
    power: int | None

    @property
    def net(self) -> int:
        return self.roll.successes - self.defense

    @property
    def outcome(self) -> Outcome:
        if self.roll.critical_failure:
            return Outcome.CRITICAL_FAILURE
        return Outcome.SUCCESS if self.net >= 1 else Outcome.FAILURE

    @property
    def succeeded(self) -> bool:
        return self.outcome is Outcome.SUCCESS

    @property
    def faces(self) -> tuple[int, ...]:
        """Every face used, in the order the dice were asked for."""
        power_faces = self.power_roll.faces if self.power_roll is not None else ()
        return self.roll.faces + power_faces

    def to_json(self) -> dict[str, Any]:
        """The result as ``deskapp check banks --json`` prints it."""
        return {
            "faces": list(self.faces),
            "dice_rolled": self.roll.dice_rolled,
            "successes": self.roll.successes,
            "net": self.net,
            "outcome": self.outcome.value,
            "automatic_failure": self.roll.automatic_failure,
            "great_success": self.roll.great_success,
            "practice_xp": self.roll.practice_xp,
            "power": self.power,
        }


def roll_action(
    action: Action,
    dice: Dice,
    options: DiceBanksOptions | None = None,
    *,
    cumulative_penalty: int = 0,
) -> ActionRoll:
    """Roll an action or reaction (B-10 … B-14); fewer than one die is an automatic failure (B-02)."""
    options = options if options is not None else DiceBanksOptions()
    check_rating(action.skill, options, "skill level")
    if action.power is not None:
        check_rating(action.power.rating, options, "Power rating")
    count = action.dice_to_roll(cumulative_penalty)
    if count < 1:
        return ActionRoll(action, cumulative_penalty, None, critical_failure=False)
    pool = roll_pool(dice, count, action.skill)
    return ActionRoll(action, cumulative_penalty, pool, _is_critical(pool, action.kind, options))


def resolve_action(
    action: Action,
    dice: Dice,
    options: DiceBanksOptions | None = None,
    *,
    defense: int = 0,
) -> ActionResult:
    """Roll an action and settle it against a Defense known beforehand (settle() checks it)."""
    return roll_action(action, dice, options).settle(defense, dice)


def _is_critical(pool: PoolRoll, kind: SkillKind, options: DiceBanksOptions) -> bool:
    if pool.successes:
        return False
    # Without a success no die exploded, so the rolled dice are all the dice.
    in_range = [face <= kind.critical_faces for face in pool.faces]
    return all(in_range) if options.critical_failure == "every_die" else any(in_range)


def highest_defense(difficulty: int = 0, reactions: Iterable[int] = ()) -> int:
    """The Defense against an action: the highest of its difficulty and the reactions'
    successes (B-40, B-42)."""
    _check_whole("difficulty", difficulty)
    return max([difficulty, *reactions])


def support_bonus(support: ActionResult) -> int:
    """Bonus dice a supporting action gives the roll it supports: its Power, if it succeeded (B-60)."""
    if support.succeeded and support.power is not None:
        return support.power
    return 0


def _check_whole(name: str, value: object, minimum: int = 0, maximum: int = MAX_RATING) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        shown = f"{value!r:.20}" if not isinstance(value, int) else _size(value)
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{name} must be a whole number from {minimum} to {maximum}, not {value}",
            ).format(name=_field_name(name), minimum=minimum, maximum=maximum, value=shown)
        )


def _size(value: int) -> str:
    """A whole number for a message; a huge one by its size (str() refuses 4,300 digits)."""
    if abs(value) < 10**12:
        return str(value)
    return translate("DiceBanksRules", "a number with more than 12 digits")


# The numbers a refusal names, marked for the catalogue and translated where they are shown.
_FIELD_NAMES = {
    "rating": QT_TRANSLATE_NOOP("DiceBanksRules", "the rating"),
    "skill level": QT_TRANSLATE_NOOP("DiceBanksRules", "the skill level"),
    "Power rating": QT_TRANSLATE_NOOP("DiceBanksRules", "the Power rating"),
    "equipment Power": QT_TRANSLATE_NOOP("DiceBanksRules", "the equipment's Power"),
    "capacity attribute": QT_TRANSLATE_NOOP("DiceBanksRules", "the capacity attribute"),
    "burned points": QT_TRANSLATE_NOOP("DiceBanksRules", "the burned points"),
    "dice": QT_TRANSLATE_NOOP("DiceBanksRules", "the dice"),
    "bonus": QT_TRANSLATE_NOOP("DiceBanksRules", "the bonus"),
    "penalty": QT_TRANSLATE_NOOP("DiceBanksRules", "the penalty"),
    "power dice": QT_TRANSLATE_NOOP("DiceBanksRules", "the Power dice"),
    "power bonus": QT_TRANSLATE_NOOP("DiceBanksRules", "the Power bonus"),
    "power penalty": QT_TRANSLATE_NOOP("DiceBanksRules", "the Power penalty"),
    "Defense": QT_TRANSLATE_NOOP("DiceBanksRules", "the Defense"),
    "difficulty": QT_TRANSLATE_NOOP("DiceBanksRules", "the difficulty"),
}


def _field_name(name: str) -> str:
    """A number's name for a refusal, in the user's language."""
    return translate("DiceBanksRules", _FIELD_NAMES[name])


@dataclass(frozen=True)
class Combatant:
    """What the bank rules need to know of one character, and what it has spent this round.

    ``spent`` and ``actions`` start at nothing unless the character comes out of an
    interrupted long action (B-74). What a burn may take is the character's sheet's to say
    (:meth:`~deskapp.systems.dice_banks.sheet.DiceBanksCharacter.burn`, before any roll).
    """

    name: str
    proficiency: int
    extra_actions: int = 0
    spent: Mapping[Bank, int] = field(default_factory=dict)
    actions: int = 0

    @property
    def bank_size(self) -> int:
        """Dice in each bank at the start of a round (B-01, B-05)."""
        return bank_size(self.proficiency)

    def dice_left(self, bank: Bank) -> int:
        """Dice of ``bank`` still unspent this round (B-03)."""
        return self.bank_size - self.spent.get(bank, 0)

    @property
    def actions_left(self) -> int:
        """Actions still open this round: one, plus any extra actions (B-01, B-04)."""
        return 1 + self.extra_actions - self.actions

    @property
    def next_action_penalty(self) -> int:
        """The cumulative penalty of the next action: none for the first, −1 per action before it (B-04)."""
        return self.actions

    def _paid(self, bank: Bank, action: Action, acted: bool) -> Combatant:
        spent = dict(self.spent)
        spent[bank] = spent.get(bank, 0) + action.bank_dice
        return replace(self, spent=spent, actions=self.actions + (1 if acted else 0))


def roll_outside_conflict(
    combatant: Combatant, action: Action, dice: Dice, options: DiceBanksOptions | None = None
) -> ActionRoll:
    """Roll outside a conflict: each action may use all Proficiency + 2 dice of its bank (B-06).

    Nothing is spent for the next action; a player who holds dice back does so
    by putting fewer into the roll.
    """
    if action.bank_dice > combatant.bank_size:
        how_many = combatant.bank_size  # a plain name: lupdate skips a translate() counting a.b
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} has %n dice in a bank (Proficiency + 2), not {asked} (rule B-06)",
                None,
                how_many,
            ).format(who=combatant.name, asked=action.bank_dice)
        )
    return roll_action(action, dice, options)


def check_payable(combatant: Combatant, bank: Bank, action: Action) -> None:
    left = combatant.dice_left(bank)
    if action.bank_dice > left:
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} has %n dice left {in_bank} this round, not {asked} (rules B-03, B-30)",
                None,
                left,
            ).format(who=combatant.name, in_bank=in_the_bank(bank.value), asked=action.bank_dice)
        )


def check_burn(who: str, proficiency: int, room: int | None, burn: Burn) -> None:
    """Refuse a burn the character cannot make: up to Proficiency points into a burnable Scar
    with room (B-31); ``room`` is what the Scar can still take, None if it allows no burning."""
    if room is None:
        raise DiceBanksError(
            translate(
                "DiceBanksRules", "{who} has no Scar '{scar}' that allows burning (rule B-31)"
            ).format(who=who, scar=burn.scar)
        )
    if burn.points > proficiency:
        how_many = proficiency  # a plain name: lupdate skips a translate() counting a.b
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "{who} can burn at most %n point(s) (the Proficiency) in one roll, not {asked} "
                "(rule B-31)",
                None,
                how_many,
            ).format(who=who, asked=burn.points)
        )
    if burn.points > room:
        raise DiceBanksError(
            translate(
                "DiceBanksRules",
                "Scar '{scar}' can take only %n more stun point(s) without upgrading other "
                "damage, not {asked} (rule B-31)",
                None,
                room,
            ).format(scar=burn.scar, asked=burn.points)
        )
