"""What the Founders table's actions change: the :class:`FoundersState`.

It is one scenario's Director, Founders, current scene and contest
(:class:`Scenario`), the check whose dice wait (:class:`PendingCheck`) and the
last one taken (:class:`TakenCheck`). A :class:`Scenario` is a frozen value
and every action returns a new one. A refused action raises a
:class:`~deskapp.core.errors.UserError` (one line for the user, mostly
:class:`~deskapp.systems.founders.sheet.FoundersError`) and the Scenario the caller holds is exactly as it was: nothing is ever changed in place, so
there is nothing to roll back.

The dice come in as faces (from :func:`~deskapp.systems.founders.rules.roll_2d6` or
typed in from real dice), so a GUI can show the first roll, offer the risky
reroll when :meth:`CheckSetup.would_fail` says it is allowed, and only then
commit the whole check with :meth:`Scenario.check`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Literal, Self

from deskapp.core.i18n import translate
from deskapp.core.records import Record
from deskapp.systems.founders.rules import (
    Assist,
    Automatic,
    CheckResult,
    CheckSetup,
    Faces,
    FoundersOptions,
    Modifiers,
    automatic,
    check_faces,
    contest_winner,
    resolve_check,
    starting_suspicion,
    twist_kind,
)
from deskapp.systems.founders.sheet import (
    MAX_TOKENS,
    Circumstance,
    Director,
    Founder,
    FoundersDataError,
    FoundersError,
    Scene,
    Stored,
    check_unique,
    check_whole,
    checked_items,
    checked_name,
    find_named,
    same_name,
)

ContestAction = Literal["adversity", "risky_reroll", "suspicion_reroll", "pass"]
"""What the side to move may do on its turn of a contest (F-21)."""

CHALLENGER, DEFENDER = 0, 1


@dataclasses.dataclass(frozen=True)
class ContestParty(Record):
    """Who takes one side of a contest (F-21), and the tags and assists they add to their 2d6.

    ``founder`` names a Founder; None is the Director.
    """

    founder: str | None = None
    modifiers: Modifiers = Modifiers()

    @property
    def label(self) -> str:
        """The side's name as stored data holds it (a twist circumstance's name): the Founder's,
        or "the Director" in English whatever the language, so a replay names it the same."""
        return self.founder if self.founder is not None else "the Director"

    def shown(self) -> str:
        """The side's name as a message shows it: the Founder's, or the Director in the user's
        language."""
        return _who(self.founder)


@dataclasses.dataclass(frozen=True)
class ContestSide(Record):
    """One side of a running contest: its party, the dice that stand, what it has spent."""

    party: ContestParty
    dice: Faces
    adversity_spent: int = 0
    risky_rerolled: bool = False
    twist: str | None = None
    """The name of the circumstance these dice's snake eyes or boxcars put on the scene."""

    @property
    def total(self) -> int:
        """2d6 + tags + assists + Adversity Tokens spent in this contest (F-21)."""
        return sum(self.dice) + self.party.modifiers.total + self.adversity_spent

    @property
    def automatic(self) -> Automatic | None:
        return automatic(self.dice)

    def to_json(self) -> dict[str, Any]:
        return {
            "party": self.party.to_json(),
            "dice": list(self.dice),
            "adversity_spent": self.adversity_spent,
            "risky_rerolled": self.risky_rerolled,
            **({} if self.twist is None else {"twist": self.twist}),
        }


@dataclasses.dataclass(frozen=True)
class ContestTurn(Record):
    """One turn of a contest, for the history: which side, what it did, with what.

    ``forced`` marks a pass made because the side had nothing left to do.
    """

    side: int
    action: ContestAction
    adversity: int = 0
    dice: Faces | None = None
    forced: bool = False


@dataclasses.dataclass(frozen=True)
class Contest(Record):
    """Two parties trying opposite things, taking turns until both pass (F-21).

    ``to_move`` is the side whose turn it is (0 the challenger, 1 the defender),
    None once the contest is over; ``winner`` is then the winning side, or None
    for a tie.
    """

    challenger: ContestSide
    defender: ContestSide
    to_move: int | None
    turns: tuple[ContestTurn, ...] = ()
    winner: int | None = None

    @property
    def sides(self) -> tuple[ContestSide, ContestSide]:
        return (self.challenger, self.defender)

    @property
    def finished(self) -> bool:
        return self.to_move is None

    @property
    def totals(self) -> tuple[int, int]:
        return (self.challenger.total, self.defender.total)

    def leader(self, options: FoundersOptions) -> int | None:
        """The side that would win if both passed now, or None for a tie (F-21)."""
        return contest_winner(
            self.totals, (self.challenger.automatic, self.defender.automatic), options
        )

    def describe(self) -> str:
        """One line: each side's total, and who is to move or who won (in the user's language)."""
        sides = [(side.party.founder, side.total) for side in self.sides]
        return contest_line(sides, self.to_move, self.winner)

    def _with_side(self, index: int, side: ContestSide) -> Contest:
        if index == CHALLENGER:
            return dataclasses.replace(self, challenger=side)
        return dataclasses.replace(self, defender=side)


@dataclasses.dataclass(frozen=True)
class Scenario(Stored):
    """The state of play of one scenario: its Founders, the Director, the current scene and contest.

    A session opens it from the campaign (the driver's ``setup_from_campaign``); a new one
    at the same table begins with :meth:`new_scenario`. Checks (:meth:`check`),
    complications (:meth:`complication`), contests (:meth:`start_contest` and the
    ``contest_*`` turns) and scene changes (:meth:`next_scene`) each return a
    new Scenario; see the module docstring for how refusals work.
    """

    OWNER = "scenario"
    CHECKED = frozenset({"options"})

    founders: tuple[Founder, ...]
    director: Director
    scene: Scene
    options: FoundersOptions = FoundersOptions()
    contest: Contest | None = None

    def __post_init__(self) -> None:
        founders = checked_items(self.founders, Founder, "founders", "scenario", "a Founder")
        check_unique((founder.name for founder in founders), "founders", "scenario")
        object.__setattr__(self, "founders", founders)

    # -- who is here -------------------------------------------------------------------------

    def founder(self, name: str) -> Founder:
        """The Founder of that name (ignoring case), or a FoundersError listing who is here."""
        found = find_named(self.founders, name)
        if found is None:
            names = ", ".join(founder.name for founder in self.founders) or translate(
                "FoundersRules", "nobody yet"
            )
            raise FoundersError(
                translate(
                    "FoundersRules", "no Founder '{name}' in this scenario (Founders: {names})"
                ).format(name=name, names=names)
            )
        return found

    def with_founder(self, founder: Founder) -> Scenario:
        """The Founder of that name replaced by ``founder`` (an edit), or added (a late arrival).

        A late arrival does not change the Director's points: they are counted at the start (F-17).
        """
        old = find_named(self.founders, founder.name)
        if old is None:
            return dataclasses.replace(self, founders=(*self.founders, founder))
        return self._put(old, founder)._settle()

    def with_scene(self, scene: Scene) -> Scenario:
        """The current scene replaced by an edited one: circumstances renamed, adjusted, removed."""
        return dataclasses.replace(self, scene=scene)

    def with_director(self, director: Director) -> Scenario:
        """The Director's points set by hand, to match the table."""
        return dataclasses.replace(self, director=director)._settle()

    def new_scenario(self, scene: str) -> Scenario:
        """A new scenario at the same table (F-17): the Director's Suspicion is one point per two
        Founders, rounded up, whatever was left from the last one, and its first scene begins
        with no circumstance (F-32). Founders keep their traits, consequences and tokens."""
        self._no_contest_under_way(
            translate(
                "FoundersRules",
                "a contest is under way ({contest}): finish or end it before you start a new scenario",
            )
        )
        return dataclasses.replace(
            self,
            director=Director(starting_suspicion(len(self.founders))),
            scene=Scene(scene),
            contest=None,
        )

    def next_scene(self, name: str) -> Scenario:
        """A new scene: the circumstances end with the old one (F-32); Founders keep their
        traits, consequences and Adversity Tokens, the Director keeps his points."""
        self._no_contest_under_way(
            translate(
                "FoundersRules",
                "a contest is under way ({contest}): finish or end it before you move to the next scene",
            )
        )
        return dataclasses.replace(self, scene=Scene(name), contest=None)

    # -- checks and complications --------------------------------------------------------------

    def check(
        self,
        founder: str,
        setup: CheckSetup,
        dice: Sequence[int],
        *,
        reroll: Sequence[int] | None = None,
        adversity: int = 0,
        circumstance: str | None = None,
    ) -> tuple[Scenario, CheckResult]:
        """A Founder's check from its faces, and everything that follows from it.

        ``reroll`` is the risky reroll's faces (F-15), ``adversity`` the tokens
        spent (F-14), ``circumstance`` the name of the circumstance a
        circumstance-creating check makes — or adds to, when the scene already
        has it (F-30, F-31). Afterwards: the spent tokens are gone and a failure
        brings one (F-14); the Director has a point for a risky reroll (F-15);
        snake eyes or boxcars put a bad or good circumstance on the scene
        (F-11, F-12), named ``Ana's snake eyes`` until someone renames it.
        """
        self._no_contest_under_way(
            translate(
                "FoundersRules",
                "a contest is under way ({contest}): finish or end it before you make a check",
            )
        )
        leader = self.founder(founder)
        self._check_assists(setup.modifiers.assists, (leader.name,))
        if setup.creates_circumstance and circumstance is None:
            raise FoundersError(
                translate(
                    "FoundersRules",
                    "name the circumstance this check creates or adds to (rule F-30)",
                )
            )
        if circumstance is not None:
            if not setup.creates_circumstance:
                raise FoundersError(
                    translate(
                        "FoundersRules",
                        "'{name}': only a circumstance-creating check makes a circumstance",
                    ).format(name=circumstance)
                )
            circumstance = checked_name(circumstance, "name", "circumstance")
            if self.scene.has(circumstance):
                existing = self.scene.circumstance(circumstance)
                if existing.kind == "bad":
                    # F-31: a success never turns against the Founders by deepening what hinders them.
                    raise FoundersError(
                        translate(
                            "FoundersRules",
                            "'{name}' hinders the Founders: a Founder's check can only "
                            "create or add to a circumstance that helps them (rule F-31)",
                        ).format(name=existing.name)
                    )
        standing = check_faces(reroll if reroll is not None else dice)
        if adversity and automatic(standing) is Automatic.SNAKE_EYES:
            raise FoundersError(
                translate(
                    "FoundersRules",
                    "snake eyes fail whatever is added: {name} keeps the adversity tokens "
                    "(rule F-11)",
                ).format(name=leader.name)
            )
        result = resolve_check(setup, dice, reroll=reroll, adversity=adversity)

        tokens = leader.spend_adversity(adversity).gain_adversity(result.adversity_gained)
        scene = self.scene
        if result.circumstance_value is not None and circumstance is not None:
            if scene.has(circumstance):
                scene = scene.add_value(circumstance, result.circumstance_value)
            else:
                scene = scene.add(Circumstance(circumstance, "good", result.circumstance_value))
        if reroll is not None and self.options.rerolled_special_rolls == "stay":
            # The first roll's snake eyes stay on the scene beside the reroll's own (F-11, F-15).
            scene = _with_twist(scene, leader.name, automatic(result.dice), for_founders=True)
        scene = _with_twist(scene, leader.name, result.automatic, for_founders=True)
        after = dataclasses.replace(
            self._put(leader, tokens),
            director=self.director.gain_suspicion(result.suspicion_gained),
            scene=scene,
        )
        return after, result

    def complication(self, name: str, value: int = 1) -> Scenario:
        """The Director spends Suspicion on a new bad circumstance on the scene (F-16): one
        point, or one per point of its value, by the table option ``complication_cost``."""
        director = self.director.spend_suspicion(self.complication_cost(value))
        scene = self.scene.add(Circumstance(name, "bad", value))
        # Bought in the middle of a contest, it may leave the Director nothing to reroll with.
        return dataclasses.replace(self, director=director, scene=scene)._settle()

    def complication_cost(self, value: int) -> int:
        """The Suspicion Points a complication of ``value`` costs the Director (F-16)."""
        return value if self.options.complication_cost == "value" else 1

    # -- contests ------------------------------------------------------------------------------

    def start_contest(
        self,
        challenger: ContestParty,
        defender: ContestParty,
        challenger_dice: Sequence[int],
        defender_dice: Sequence[int],
    ) -> Scenario:
        """Both parties roll with their tags (F-21); then they take turns, the side behind first.

        Snake eyes or boxcars add their circumstance unless the table option says
        otherwise. A side with nothing it could do passes at once, so a contest in
        which neither side has tokens or points is over as soon as it starts.
        """
        self._no_contest_under_way(
            translate(
                "FoundersRules",
                "a contest is under way ({contest}): finish or end it before you start another contest",
            )
        )
        if challenger.founder is None and defender.founder is None:
            raise FoundersError(
                translate("FoundersRules", "a contest needs a Founder on at least one side")
            )
        names = [party.founder for party in (challenger, defender) if party.founder is not None]
        for name in names:
            self.founder(name)
        if len(names) == 2 and same_name(names[0], names[1]):
            raise FoundersError(
                translate("FoundersRules", "{name} cannot contest against themself").format(
                    name=names[0]
                )
            )
        self._check_assists(challenger.modifiers.assists + defender.modifiers.assists, names)
        sides = (
            ContestSide(challenger, check_faces(challenger_dice, dice_of(challenger.founder))),
            ContestSide(defender, check_faces(defender_dice, dice_of(defender.founder))),
        )
        scene = self.scene
        twisted = []
        for side in sides:
            scene, with_twist = self._contest_twist(scene, side)
            twisted.append(with_twist)
        contest = Contest(twisted[0], twisted[1], to_move=CHALLENGER)
        if contest.leader(self.options) == CHALLENGER:
            contest = dataclasses.replace(contest, to_move=DEFENDER)
        return dataclasses.replace(self, scene=scene, contest=contest)._settle()

    def contest_actions(self) -> frozenset[ContestAction]:
        """What the side to move may do now; empty when no contest is under way."""
        if self.contest is None or self.contest.to_move is None:
            return frozenset()
        return self._actions(self.contest, self.contest.to_move)

    def contest_spend_adversity(self, count: int = 1) -> Scenario:
        """The Founder to move spends ``count`` Adversity Tokens, +1 each to their total (F-14, F-21)."""
        contest, index, side = self._turn("adversity")
        check_whole(count, "count", "adversity tokens spent", minimum=1, maximum=MAX_TOKENS)
        founder = self.founder(side.party.label)
        side = dataclasses.replace(side, adversity_spent=side.adversity_spent + count)
        after = self._put(founder, founder.spend_adversity(count))
        return after._played(
            contest._with_side(index, side), ContestTurn(index, "adversity", count)
        )

    def contest_reroll(self, action: ContestAction, dice: Sequence[int]) -> Scenario:
        """The side to move rerolls (F-15, F-16, F-21): a ``risky_reroll`` by the Founder losing
        before spending any token, once, gives the Director a Suspicion Point; a
        ``suspicion_reroll`` by the Director spends one.

        The new roll stands and brings its own circumstance; the one the replaced roll brought
        goes with it, unless the table option keeps it (``rerolled_special_rolls``).
        """
        contest, index, side = self._turn(action)
        risky = action == "risky_reroll"
        what = (
            translate("FoundersRules", "risky reroll")
            if risky
            else translate("FoundersRules", "the Director's reroll")
        )
        faces = check_faces(dice, what)
        scene = self.scene
        replaced = self.options.rerolled_special_rolls == "replaced"
        if replaced and side.twist is not None and scene.has(side.twist):
            scene = scene.remove(side.twist)
        side = dataclasses.replace(
            side, dice=faces, twist=None, risky_rerolled=side.risky_rerolled or risky
        )
        scene, side = self._contest_twist(scene, side)
        director = self.director.gain_suspicion(1) if risky else self.director.spend_suspicion(1)
        after = dataclasses.replace(self, director=director, scene=scene)
        return after._played(
            contest._with_side(index, side), ContestTurn(index, action, dice=faces)
        )

    def contest_pass(self) -> Scenario:
        """The side to move does nothing more for now; when both pass in a row, the contest is over."""
        contest, index, _ = self._turn("pass")
        return self._played(contest, ContestTurn(index, "pass"))

    def end_contest(self) -> Scenario:
        """Clear the contest away: a finished one, or one abandoned (nobody wins, nobody gains)."""
        if self.contest is None:
            raise FoundersError(translate("FoundersRules", "there is no contest to end"))
        return dataclasses.replace(self, contest=None)

    # -- inner workings ------------------------------------------------------------------------

    def _put(self, old: Founder, new: Founder) -> Scenario:
        founders = tuple(new if founder is old else founder for founder in self.founders)
        return dataclasses.replace(self, founders=founders)

    def _no_contest_under_way(self, refusal: str) -> None:
        """``refusal``: the translated sentence, with a ``{contest}`` where the contest stands."""
        if self.contest is not None and not self.contest.finished:
            raise FoundersError(refusal.format(contest=self.contest.describe()))

    def _check_assists(self, assists: Sequence[Assist], leaders: Sequence[str]) -> None:
        """Assistants are other Founders of the scenario, each assisting once (F-20)."""
        seen: list[str] = []
        for assist in assists:
            if assist.by is None:
                raise FoundersError(
                    translate("FoundersRules", "name the Founder who assists (rule F-20)")
                )
            helper = self.founder(assist.by)
            if any(same_name(helper.name, leader) for leader in leaders):
                raise FoundersError(
                    translate(
                        "FoundersRules", "{name} rolls in this, so cannot also assist"
                    ).format(name=helper.name)
                )
            if helper.name in seen:
                raise FoundersError(
                    translate("FoundersRules", "{name} can assist only once").format(
                        name=helper.name
                    )
                )
            seen.append(helper.name)

    def _turn(self, action: ContestAction) -> tuple[Contest, int, ContestSide]:
        """The contest and the side to move, if ``action`` is allowed now; else why not."""
        contest = self.contest
        if contest is None or contest.to_move is None:
            raise FoundersError(translate("FoundersRules", "there is no contest under way"))
        index = contest.to_move
        side = contest.sides[index]
        if action not in self._actions(contest, index):
            raise FoundersError(_refusal(action, side, self.director))
        return contest, index, side

    def _actions(self, contest: Contest, index: int) -> frozenset[ContestAction]:
        side = contest.sides[index]
        actions: set[ContestAction] = {"pass"}
        if side.party.founder is None:
            if self.director.suspicion > 0:
                actions.add("suspicion_reroll")
            return frozenset(actions)
        if self.founder(side.party.founder).adversity > 0:
            actions.add("adversity")
        # F-15: a reroll only before any token is added, only once, and only when losing.
        if (
            not side.risky_rerolled
            and side.adversity_spent == 0
            and contest.leader(self.options) != index
        ):
            actions.add("risky_reroll")
        return frozenset(actions)

    def _played(self, contest: Contest, turn: ContestTurn) -> Scenario:
        """The scenario after ``turn``: the other side to move, then whatever passes are forced."""
        contest = dataclasses.replace(contest, turns=(*contest.turns, turn), to_move=1 - turn.side)
        return dataclasses.replace(self, contest=contest)._settle()

    def _settle(self) -> Scenario:
        """Pass for a side that can do nothing, and finish the contest after two passes in a row.

        Called after every change that can take away what the side to move could do.
        """
        contest = self.contest
        if contest is None or contest.to_move is None:
            return self
        last_two = contest.turns[-2:]
        if len(last_two) == 2 and all(turn.action == "pass" for turn in last_two):
            return self._finish(contest)
        if self._actions(contest, contest.to_move) != {"pass"}:
            return self
        return self._played(contest, ContestTurn(contest.to_move, "pass", forced=True))

    def _finish(self, contest: Contest) -> Scenario:
        """The higher total wins (F-21); a Founder who lost has failed and gains a token (F-14)."""
        winner = contest.leader(self.options)
        after = dataclasses.replace(
            self, contest=dataclasses.replace(contest, to_move=None, winner=winner)
        )
        if winner is None or not self.options.contest_loser_gains_adversity:
            return after
        loser = contest.sides[1 - winner].party.founder
        if loser is None:
            return after
        founder = after.founder(loser)
        return after._put(founder, founder.gain_adversity(1))

    def _contest_twist(self, scene: Scene, side: ContestSide) -> tuple[Scene, ContestSide]:
        """Snake eyes or boxcars in a contest, as the table option reads them (F-21); the side
        remembers the circumstance its dice brought."""
        if self.options.contest_special_rolls == "ignore":
            return scene, dataclasses.replace(side, twist=None)
        after = _with_twist(
            scene, side.party.label, side.automatic, for_founders=side.party.founder is not None
        )
        added = after.circumstances[len(scene.circumstances) :]
        return after, dataclasses.replace(side, twist=added[0].name if added else None)

    # -- stored form ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options.to_json(),
            "director": self.director.to_json(),
            "founders": [founder.to_json() for founder in self.founders],
            "scene": self.scene.to_json(),
            "contest": None if self.contest is None else self.contest.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Self:
        """A session's stored scenario; its options are read as the table's options are."""
        contest = None
        if isinstance(data, dict):
            data = {**data, "options": FoundersOptions.from_json(data.get("options"))}
            contest = data.pop("contest", None)
        scenario = super().from_json(data, where)
        if contest is not None:
            # A session starts without a contest: one under way lives in its events alone.
            raise FoundersDataError(
                "contest",
                translate("FoundersRules", "must be null when a session starts"),
                "scenario",
            )
        return scenario


@dataclasses.dataclass(frozen=True)
class PendingCheck:
    """A check whose dice are on the table but not yet taken (F-14, F-15).

    ``setup`` holds the scores as they were when the dice were rolled;
    ``circumstance`` names what a circumstance-creating check makes or adds to.
    """

    leader: str
    setup: CheckSetup
    circumstance: str | None
    dice: Faces
    reroll: Faces | None = None

    @property
    def can_reroll(self) -> bool:
        """Once, and only when the first roll fails before tokens are added (F-15)."""
        return self.reroll is None and self.setup.would_fail(self.dice)

    def preview(self, adversity: int) -> CheckResult:
        """What taking it with ``adversity`` tokens would come to (nothing changes); with none,
        the roll that stands as it is before tokens, what the table decides on."""
        return resolve_check(self.setup, self.dice, reroll=self.reroll, adversity=adversity)

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "difficulty": self.setup.difficulty,
            "modifiers": self.setup.modifiers.to_json(),
            "circumstance": self.circumstance,
            "dice": list(self.dice),
            "reroll": None if self.reroll is None else list(self.reroll),
        }


@dataclasses.dataclass(frozen=True)
class TakenCheck:
    """The last check taken, kept to show its dice and outcome until the next one."""

    leader: str
    result: CheckResult
    circumstance: str | None
    circumstance_now: int | None = None  # its value after the check created or added to it

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "circumstance": self.circumstance,
            "circumstance_now": self.circumstance_now,
            "difficulty": self.result.difficulty,
            "modifiers": self.result.modifiers.total,
            "adversity_spent": self.result.adversity_spent,
            **self.result.to_json(),
        }

    def outcome(self) -> dict[str, Any]:
        """The ``take`` action's stored outcome: the check as :meth:`to_json` has it, and the
        sums of the tags and of the assists, None where none was named."""
        modifiers = self.result.modifiers
        return {
            **self.to_json(),
            "tags": modifiers.tags if modifiers.helping or modifiers.hindering else None,
            "assists": modifiers.assist_bonus if modifiers.assists else None,
        }


@dataclasses.dataclass(frozen=True)
class FoundersState:
    """What the table's actions change: the scenario, the check waiting and the last one taken.

    Everything the table holds at one point, apart from its mirror mode.
    """

    scenario: Scenario
    pending: PendingCheck | None = None
    last: TakenCheck | None = None


def contest_line(
    sides: Sequence[tuple[str | None, int]], to_move: int | None, winner: int | None
) -> str:
    """``Ana 8 vs the Director 10: Ana to move``: each side's Founder (None: the Director) and
    total, then who is to move or who won (the history's words for a contest too)."""
    (first, first_total), (second, second_total) = sides
    line = translate("FoundersRules", "{first} {first_total} vs {second} {second_total}").format(
        first=_who(first), first_total=first_total, second=_who(second), second_total=second_total
    )
    if to_move is not None:
        mover = sides[to_move][0]
        if mover is None:  # French says "au Directeur", not "à le Directeur"
            return translate("FoundersRules", "{line}: the Director to move").format(line=line)
        return translate("FoundersRules", "{line}: {name} to move").format(line=line, name=mover)
    if winner is None:
        return translate("FoundersRules", "{line}: a tie, nobody wins").format(line=line)
    return translate("FoundersRules", "{line}: {name} wins").format(
        line=line, name=_who(sides[winner][0])
    )


def _who(founder: str | None) -> str:
    return founder if founder is not None else translate("FoundersRules", "the Director")


def _with_twist(scene: Scene, roller: str, roll: Automatic | None, for_founders: bool) -> Scene:
    """The scene with the circumstance snake eyes or boxcars bring (F-11, F-12), if any.

    Kinds are told from the Founders' side: the Director's bad luck is their good luck.
    """
    kind = twist_kind(roll)
    if roll is None or kind is None:
        return scene
    if not for_founders:
        kind = "good" if kind == "bad" else "bad"
    what = "snake eyes" if roll is Automatic.SNAKE_EYES else "boxcars"
    name = scene.free_name(f"{roller[0].upper()}{roller[1:]}'s {what}")
    return scene.add(Circumstance(name, kind))


def dice_of(founder: str | None) -> str:
    """Whose dice, in a message about them: "Ana's dice", "the Director's dice" (None)."""
    if founder is None:
        return translate("FoundersRules", "the Director's dice")
    return translate("FoundersRules", "{name}'s dice").format(name=founder)


def _refusal(action: ContestAction, side: ContestSide, director: Director) -> str:
    """Why the side to move may not take ``action`` now, in the user's terms."""
    who = side.party.shown()
    if action == "suspicion_reroll":
        if side.party.founder is not None:
            return translate(
                "FoundersRules",
                "it is {name}'s turn: only the Director rerolls with Suspicion Points (rule F-16)",
            ).format(name=who)
        return translate(
            "FoundersRules", "the Director has no Suspicion Point left to reroll with (rule F-16)"
        )
    if side.party.founder is None:
        if action == "adversity":
            return translate(
                "FoundersRules", "it is the Director's turn: only Founders spend adversity tokens"
            )
        return translate(
            "FoundersRules", "it is the Director's turn: only Founders take a risky reroll"
        )
    if action == "adversity":
        return translate(
            "FoundersRules", "{name} has no adversity token to spend (rule F-14)"
        ).format(name=who)
    if side.risky_rerolled:
        return translate(
            "FoundersRules", "{name} has already taken the risky reroll in this contest (rule F-15)"
        ).format(name=who)
    if side.adversity_spent:
        return translate(
            "FoundersRules",
            "{name} has spent adversity tokens: the risky reroll comes before them (rule F-15)",
        ).format(name=who)
    return translate(
        "FoundersRules",
        "{name} is not losing: the risky reroll is only for a roll that would fail (rule F-15)",
    ).format(name=who)
