"""Founders (2d6 + tags): a check, a risky reroll, assists, contests — rule by rule (F-01 … F-32).

Pure functions over explicit inputs. Dice faces come in already rolled — from a
:class:`deskapp.core.dice.Dice` through :func:`roll_2d6`, or typed in from real dice —
so every rule can be tested with fixed faces and the app can mirror a roll made
at the table. The state of play (suspicion, adversity, circumstances, a
contest's turns) is kept by :mod:`deskapp.systems.founders.state`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import StrEnum
from typing import Any, ClassVar, Literal

from deskapp.core.dice import Dice, DiceError
from deskapp.core.i18n import translate
from deskapp.core.options import OptionText, TableOptions, option
from deskapp.core.records import MAX_LIST_ITEMS
from deskapp.core.wording import quoted
from deskapp.systems.founders.sheet import (
    MAX_DIFFICULTY,
    MAX_TOKENS,
    FoundersDataError,
    FoundersError,
    Kind,
    Stored,
    Tag,
    check_whole,
    checked_items,
    checked_name,
)

Faces = tuple[int, int]
"""The two d6 faces of one roll."""

DIFFICULTIES: dict[str, int] = {"easy": 4, "normal": 7, "hard": 10, "very-hard": 13}
"""The named difficulties (F-13), by the word the command line takes."""

POINTS_PER_VALUE = 3  # F-31: a new circumstance gains 1 value for every full 3 points


@dataclasses.dataclass(frozen=True)
class FoundersOptions(TableOptions):
    """How a group reads the points where the Founders rules are silent (founders.md F-21)."""

    SYSTEM: ClassVar[str] = "founders"

    contest_tie: Literal["tie", "defender_wins"] = option(
        "tie",
        "rule F-21: a contest with equal totals stays a tie with no winner ('tie'), "
        "or the defender wins it ('defender_wins')",
    )
    contest_special_rolls: Literal["circumstance", "decide", "ignore"] = option(
        "circumstance",
        "rule F-21: snake eyes or boxcars in a contest add their circumstance but the totals "
        "decide ('circumstance'); also lose or win the contest as in a check ('decide'); "
        "or count only as their total ('ignore')",
    )
    contest_loser_gains_adversity: bool = option(
        True,
        "rules F-14, F-21: a Founder who loses a contest has failed and receives an "
        "Adversity Token",
    )
    rerolled_special_rolls: Literal["replaced", "stay"] = option(
        "replaced",
        "rules F-11, F-12, F-15, F-16: a reroll replaces the roll, and with it the circumstance "
        "its snake eyes or boxcars brought ('replaced'); or that circumstance stays on the "
        "scene beside whatever the reroll brings ('stay')",
    )
    complication_cost: Literal["one", "value"] = option(
        "one",
        "rule F-16: a complication costs the Director one Suspicion Point whatever its value "
        "('one'), or one point for each point of its value ('value')",
    )


def option_words() -> dict[str, OptionText]:
    """The Table Options dialog's words of each option: what a game master reads (the
    options' ``help`` cites the rules, for the docs and the tooltips), translated when called."""
    return {
        "contest_tie": OptionText(
            translate("OptionTexts", "A tied contest"),
            translate(
                "OptionTexts", "What happens when both sides of a contest have the same total."
            ),
            {
                "tie": translate("OptionTexts", "It stays a tie"),
                "defender_wins": translate("OptionTexts", "The defender wins"),
            },
        ),
        "contest_special_rolls": OptionText(
            translate("OptionTexts", "Snake eyes and boxcars in a contest"),
            translate("OptionTexts", "What a double 1 or a double 6 does in a contest."),
            {
                "circumstance": translate(
                    "OptionTexts", "Adds its circumstance; the totals decide"
                ),
                "decide": translate("OptionTexts", "Also loses or wins the contest, as in a check"),
                "ignore": translate("OptionTexts", "Counts only as its total"),
            },
        ),
        "contest_loser_gains_adversity": OptionText(
            translate("OptionTexts", "The loser of a contest takes Adversity"),
            translate(
                "OptionTexts",
                "A Founder who loses a contest has failed and receives an Adversity Token.",
            ),
        ),
        "rerolled_special_rolls": OptionText(
            translate("OptionTexts", "Snake eyes or boxcars rerolled"),
            translate(
                "OptionTexts",
                "When a double 1 or a double 6 is rerolled (a risky reroll, the Director's "
                "reroll), the circumstance it brought goes with it, or stays on the scene.",
            ),
            {
                "replaced": translate("OptionTexts", "It goes: the reroll replaces the roll"),
                "stay": translate("OptionTexts", "It stays on the scene"),
            },
        ),
        "complication_cost": OptionText(
            translate("OptionTexts", "A complication costs"),
            translate(
                "OptionTexts",
                "What the Director pays for a complication worth more than 1.",
            ),
            {
                "one": translate("OptionTexts", "One Suspicion Point, whatever its value"),
                "value": translate("OptionTexts", "One Suspicion Point per point of value"),
            },
        ),
    }


class Automatic(StrEnum):
    """A roll that decides a check whatever is added to it (F-11, F-12)."""

    SNAKE_EYES = "snake_eyes"
    BOXCARS = "boxcars"


def automatic(faces: Faces) -> Automatic | None:
    """Snake eyes on a dice total of 2 (F-11), boxcars on 12 (F-12), else None."""
    total = sum(faces)
    if total == 2:
        return Automatic.SNAKE_EYES
    if total == 12:
        return Automatic.BOXCARS
    return None


def twist_kind(roll: Automatic | None) -> Kind | None:
    """The circumstance the roll brings to the scene: bad after snake eyes, good after boxcars."""
    if roll is None:
        return None
    return "bad" if roll is Automatic.SNAKE_EYES else "good"


def check_faces(faces: Sequence[int], what: str = "") -> Faces:
    """Two faces a pair of d6 can show, as a tuple; anything else is a DiceError naming ``what``
    (the dice's owner or the option they were typed for, in the user's words; "" for the dice)."""
    faces = tuple(faces)
    what = what or translate("FoundersRules", "dice")
    if len(faces) != 2:
        raise DiceError(
            translate(
                "FoundersRules",
                "{what}: a roll is two d6, so give two faces such as 3 4, not {count}",
            ).format(what=what, count=len(faces))
        )
    for face in faces:
        if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6:
            raise DiceError(
                translate(
                    "FoundersRules", "{what}: a d6 cannot show {face}: faces run from 1 to 6"
                ).format(what=what, face=f"{face!r:.20}")
            )
    return (faces[0], faces[1])


def roll_2d6(dice: Dice, what: str = "") -> Faces:
    """One roll of two d6 from ``dice``: random, or the next two faces entered from real dice."""
    return check_faces(dice.roll(2, 6), what)


def parse_difficulty(text: str) -> int:
    """``easy``, ``normal``, ``hard``, ``very-hard`` (F-13; any case, ``very hard`` too) or a number."""
    word = "-".join(str(text).replace("_", " ").split()).lower()
    if word in DIFFICULTIES:
        return DIFFICULTIES[word]
    if word.isascii() and word.isdigit():
        # Counted before int() reads it: a 5,000-digit number is out of range, not a crash.
        if len(word.lstrip("0")) <= len(str(MAX_DIFFICULTY)) and 1 <= int(word) <= MAX_DIFFICULTY:
            return int(word)
        raise FoundersError(
            translate(
                "FoundersRules", "a difficulty is a whole number from 1 to {maximum}, not {number}"
            ).format(maximum=MAX_DIFFICULTY, number=quoted(word, 12))
        )
    raise FoundersError(
        translate(
            "FoundersRules",
            "unknown difficulty '{text}': use easy, normal, hard, very-hard or a whole number "
            "from 1 to {maximum}",
        ).format(text=quoted(text), maximum=MAX_DIFFICULTY)
    )


def describe_difficulty(difficulty: int) -> str:
    """``Normal 7`` for a named difficulty (in the user's language), else just the number."""
    names = {
        "easy": translate("FoundersRules", "Easy {value}"),
        "normal": translate("FoundersRules", "Normal {value}"),
        "hard": translate("FoundersRules", "Hard {value}"),
        "very-hard": translate("FoundersRules", "Very Hard {value}"),
    }
    for word, value in DIFFICULTIES.items():
        if value == difficulty:
            return names[word].format(value=value)
    return str(difficulty)


def dice_needed(difficulty: int, added: int) -> int:
    """What the 2d6 must show at least to succeed with ``added`` to them (F-10 … F-13).

    3 means anything but snake eyes succeeds (F-11), 12 that only boxcars do (F-12).
    """
    return max(3, min(12, difficulty - added))


def starting_suspicion(founders: int) -> int:
    """The Director's Suspicion Points at the start of a scenario: one per two Founders, rounded up (F-17)."""
    # A table of founders is one of the campaign's lists, so it holds at most that many.
    check_whole(founders, "founders", "starting suspicion", minimum=0, maximum=MAX_LIST_ITEMS)
    return -(-founders // 2)


def circumstance_value(margin: int) -> int:
    """A created circumstance's value: 1, +1 for every full 3 points the check beat its difficulty by (F-31)."""
    return 1 + max(margin, 0) // POINTS_PER_VALUE


@dataclasses.dataclass(frozen=True)
class Assist(Stored):
    """One Founder helping the leader of a check (F-20): +2 with a relevant tag, +1 otherwise.

    ``by`` names the assisting Founder; the command line leaves it out.
    """

    OWNER = "assist"

    relevant: bool
    by: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.relevant, bool):
            raise FoundersDataError(
                "relevant",
                translate("FoundersRules", "must be true or false, not {value}").format(
                    value=f"{self.relevant!r:.20}"
                ),
                "assist",
            )
        if self.by is not None:
            object.__setattr__(self, "by", checked_name(self.by, "by", "assist"))

    @property
    def bonus(self) -> int:
        return 2 if self.relevant else 1

    @classmethod
    def parse(cls, word: str, by: str | None = None) -> Assist:
        """``relevant`` (+2) or ``plain`` (+1), as the command line takes them."""
        kinds = {"relevant": True, "plain": False}
        key = str(word).strip().lower()
        if key not in kinds:
            raise FoundersError(
                translate(
                    "FoundersRules", "an assist is 'relevant' (+2) or 'plain' (+1), not '{word}'"
                ).format(word=quoted(word))
            )
        return cls(kinds[key], by)


@dataclasses.dataclass(frozen=True)
class Modifiers(Stored):
    """What is added to the 2d6 of a roll: helping tags, hindering tags (F-10) and assists (F-20)."""

    OWNER = "modifiers"

    helping: tuple[Tag, ...] = ()
    hindering: tuple[Tag, ...] = ()
    assists: tuple[Assist, ...] = ()

    def __post_init__(self) -> None:
        for field, kind in (("helping", Tag), ("hindering", Tag), ("assists", Assist)):
            items = checked_items(getattr(self, field), kind, field, "modifiers", kind.__name__)
            object.__setattr__(self, field, items)

    @property
    def tags(self) -> int:
        """The scores of the helping tags minus those of the hindering ones (F-10)."""
        return sum(tag.score for tag in self.helping) - sum(tag.score for tag in self.hindering)

    @property
    def assist_bonus(self) -> int:
        """+2 for every assist with a relevant tag, +1 for every other (F-20)."""
        return sum(assist.bonus for assist in self.assists)

    @property
    def total(self) -> int:
        return self.tags + self.assist_bonus


@dataclasses.dataclass(frozen=True)
class CheckSetup:
    """Everything about a check that is known before the dice are rolled.

    ``creates_circumstance`` makes it a check that creates a circumstance, or
    adds to one (F-30, F-31); such a check is most often Normal.
    """

    difficulty: int = DIFFICULTIES["normal"]
    modifiers: Modifiers = Modifiers()
    creates_circumstance: bool = False

    def __post_init__(self) -> None:
        check_whole(self.difficulty, "difficulty", "check", minimum=1, maximum=MAX_DIFFICULTY)

    def would_fail(self, faces: Faces) -> bool:
        """Whether this roll fails before any Adversity Token is added: when a risky reroll is allowed (F-15)."""
        return not resolve_check(self, faces).succeeded


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """What a check came to: the JSON of ``deskapp check founders``, and the details behind it."""

    dice: Faces
    rerolled: Faces | None
    difficulty: int
    modifiers: Modifiers
    adversity_spent: int
    total: int
    succeeded: bool
    automatic: Automatic | None
    circumstance_value: int | None

    @property
    def standing(self) -> Faces:
        """The dice that count: the risky reroll's when there was one (F-15)."""
        return self.rerolled if self.rerolled is not None else self.dice

    @property
    def new_circumstance(self) -> Kind | None:
        """The circumstance snake eyes (bad) or boxcars (good) put on the scene (F-11, F-12)."""
        return twist_kind(self.automatic)

    @property
    def adversity_gained(self) -> int:
        """One Adversity Token for a failure (F-14)."""
        return 0 if self.succeeded else 1

    @property
    def suspicion_gained(self) -> int:
        """One Suspicion Point for the Director after a risky reroll (F-15)."""
        return 0 if self.rerolled is None else 1

    def to_json(self) -> dict[str, Any]:
        """The object ``deskapp check founders --json`` prints, key for key."""
        return {
            "dice": list(self.dice),
            "rerolled": None if self.rerolled is None else list(self.rerolled),
            "total": self.total,
            "outcome": "success" if self.succeeded else "failure",
            "automatic": None if self.automatic is None else self.automatic.value,
            "new_circumstance": self.new_circumstance,
            "adversity_gained": self.adversity_gained,
            "suspicion_gained": self.suspicion_gained,
            "circumstance_value": self.circumstance_value,
        }


def resolve_check(
    setup: CheckSetup,
    dice: Sequence[int],
    *,
    reroll: Sequence[int] | None = None,
    adversity: int = 0,
) -> CheckResult:
    """Resolve one check from its faces: the first roll, the risky reroll if taken, tokens spent.

    A check is 2d6 + helping tags − hindering tags (F-10) + assists (F-20) +
    Adversity Tokens spent (F-14), against the difficulty (F-13); snake eyes
    fail and boxcars succeed whatever the total (F-11, F-12). The risky reroll
    replaces the first roll, and is refused unless the first roll fails before
    tokens are added (F-15). Tokens are never spent on snake eyes (F-11).
    """
    first = check_faces(dice)
    second = (
        None if reroll is None else check_faces(reroll, translate("FoundersRules", "risky reroll"))
    )
    check_whole(adversity, "adversity", "check", minimum=0, maximum=MAX_TOKENS)
    if second is not None and not setup.would_fail(first):
        raise FoundersError(_before_adversity(setup, first))
    standing = second if second is not None else first
    roll = automatic(standing)
    if adversity and roll is Automatic.SNAKE_EYES:
        # F-11: nothing added saves snake eyes, so no token is spent on them.
        raise FoundersError(
            translate(
                "FoundersRules",
                "snake eyes fail whatever is added: the adversity tokens are kept (rule F-11)",
            )
        )
    total = sum(standing) + setup.modifiers.total + adversity
    if roll is None:
        succeeded = total >= setup.difficulty
    else:
        succeeded = roll is Automatic.BOXCARS
    value = None
    if setup.creates_circumstance and succeeded:
        value = circumstance_value(total - setup.difficulty)
    return CheckResult(
        dice=first,
        rerolled=second,
        difficulty=setup.difficulty,
        modifiers=setup.modifiers,
        adversity_spent=adversity,
        total=total,
        succeeded=succeeded,
        automatic=roll,
        circumstance_value=value,
    )


def contest_winner(
    totals: tuple[int, int],
    rolls: tuple[Automatic | None, Automatic | None],
    options: FoundersOptions,
) -> int | None:
    """Which side wins a contest, 0 (the challenger) or 1 (the defender), or None for a tie (F-21).

    The higher total wins. With ``contest_special_rolls='decide'`` boxcars beat
    an ordinary roll and an ordinary roll beats snake eyes first. Equal totals
    are a tie, or the defender's win with ``contest_tie='defender_wins'``.
    """
    if options.contest_special_rolls == "decide":
        ranks = [_rank(roll) for roll in rolls]
        if ranks[0] != ranks[1]:
            return 0 if ranks[0] > ranks[1] else 1
    if totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return 1 if options.contest_tie == "defender_wins" else None


def _rank(roll: Automatic | None) -> int:
    return {Automatic.SNAKE_EYES: -1, None: 0, Automatic.BOXCARS: 1}[roll]


def _faces(faces: Faces) -> str:
    return f"{faces[0]}+{faces[1]}"


def _before_adversity(setup: CheckSetup, faces: Faces) -> str:
    """Why no risky reroll: the roll does not fail before tokens are added, in the user's terms."""
    if automatic(faces) is Automatic.BOXCARS:
        return translate(
            "FoundersRules", "no risky reroll: {dice} is boxcars, an automatic success (rule F-15)"
        ).format(dice=_faces(faces))
    total = sum(faces) + setup.modifiers.total
    return translate(
        "FoundersRules",
        "no risky reroll: {dice} with {modifiers} makes {total}, which already meets "
        "{difficulty} before adversity tokens (rule F-15)",
    ).format(
        dice=_faces(faces),
        modifiers=f"{setup.modifiers.total:+d}",
        total=total,
        difficulty=describe_difficulty(setup.difficulty),
    )
