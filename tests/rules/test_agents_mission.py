"""An Agents mission on the deck engine with the agents' cards (A-03 … A-46, "What the deck is")."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from datetime import date

import pytest

from deskapp.core.decks import DISCARD, DRAW
from deskapp.core.errors import UserError
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.mission_log import MissionLogError, header, logged_rest, logged_test
from deskapp.systems.agents.replay import played
from deskapp.systems.agents.rules import (
    COMPLICATION,
    SUCCESS,
    ActionError,
    AgentsOptions,
    TestChoices,
    TestPlan,
    TestSetup,
)
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Coordinator,
    Equipment,
    Relation,
    Relationship,
    ThreatCard,
)
from deskapp.systems.agents.state import (
    DRAWN,
    AgentsState,
    Change,
    MissionError,
)

TODAY = 1_780_000_000.0  # 2026-05-28


def anna(*relationships: Relationship, reserves: int = 2) -> Agent:
    return Agent(
        "Anna",
        (
            Aspect("Sharp eyes"),
            Aspect("Ex-cop"),
            Aspect("Second sight", AspectKind.SPECIAL),
            Aspect("Broken arm", AspectKind.NEGATIVE),
        ),
        reserves=reserves,
        relationships=relationships,
        equipment=(Equipment("Lockpicks", ("Ex-cop",)),),
    )


def bara(*relationships: Relationship) -> Agent:
    return Agent("Bára", (Aspect("Hacker"), Aspect("Night owl")), relationships=relationships)


def cyril(*relationships: Relationship) -> Agent:
    return Agent("Cyril", (Aspect("Medic"),), relationships=relationships)


class LoggedMission(AgentsState):
    """A mission whose tests read what the mission log says of it: each action written by the
    functions :func:`mission_log.export_log` writes a session's actions with. Scene ends
    take ``(agent, toward, to, reason)`` and are dated :data:`TODAY`."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.log_events: list[dict] = []

    def resolve(self, sorting):
        result = super().resolve(sorting)
        self.log_events.append(
            logged_test(sorting.agent, sorting.cards, sorting.setup, sorting.raised, sorting.danger)
        )
        return result

    def rest(self, agents, *, interrupted=None, present=(), restore=None):
        report = super().rest(agents, interrupted=interrupted, present=present, restore=restore)
        names = [self.name(agent) for agent in agents]
        self.log_events.append(logged_rest(names, interrupted, [self.name(p) for p in present]))
        return report

    def end_scene(self, rows=()) -> None:
        on = date.fromtimestamp(TODAY)
        written = [
            {
                "agent": agent,
                "toward": toward,
                "from": self.relationship(agent, toward).level.value,
                "to": to.value if isinstance(to, Relation) else to,
                "reason": reason,
                "on": on.isoformat(),
            }
            for agent, toward, to, reason in rows
        ]
        super().end_scene([Change(*row, on) for row in rows])
        self.log_events.append(
            {"type": "scene_end", **({"relationships": written} if rows else {})}
        )

    def fresh_deck(self) -> None:
        super().fresh_deck()
        self.log_events.append({"type": "fresh_deck"})

    def take_back(self, card, source=None) -> str:
        where = super().take_back(card, source)
        (card,) = self.parse_cards([card])
        self.log_events.append({"type": "take_back", "card": card.notation, "from": where})
        return where

    def to_log(self) -> dict:
        return header(self) | {"events": list(self.log_events)}


def mission(*agents: Agent | str, **kwargs) -> LoggedMission:
    kwargs.setdefault("rng", random.Random(5))
    return LoggedMission(agents or (anna(), bara(), cyril()), **kwargs)


def replayed(log: dict) -> tuple[AgentsState, dict]:
    """A mission log played as a session's actions through the play kernel, and the mission
    log that session exports (from the kernel's actions in effect)."""
    log = json.loads(json.dumps(log))
    history = played(log)
    setup, _ = AgentsDriver.import_log(log)
    exported = AgentsDriver.export_log(
        {"table": setup, "random": list(history.opening)}, history.done
    )
    return history.driver.state, exported


def table(game: AgentsState) -> tuple:
    """Everything a mission holds that play shows: score, agents, test being played, piles."""
    piles = (DRAW, DISCARD, DRAWN, SUCCESS, COMPLICATION)
    return (
        game.status(),
        [game.agent(name) for name in game.names],
        game.pending,
        game.coordinator_reserves,
        {pile: game.pile(pile) for pile in piles},
    )


def trust(toward: str, level: Relation) -> Relationship:
    return Relationship(toward, level)


def notes(cards) -> list[str]:
    return [card.notation for card in cards]


# --- components ----------------------------------------------------------------------------


def test_a03_every_agent_holds_a_relationship_card_toward_every_other() -> None:
    # rule A-03
    game = mission(anna(trust("Bára", Relation.FULL_TRUST)), bara(), "Cyril")
    assert game.relationship("Anna", "Bára").level is Relation.FULL_TRUST
    assert game.relationship("Bára", "Anna").level is Relation.NEUTRAL
    assert game.relationship("Cyril", "Anna").level is Relation.NEUTRAL
    assert {card.toward for card in game.agent("Anna").relationships} == {"Bára", "Cyril"}
    on = date.fromtimestamp(TODAY)
    with pytest.raises(MissionError, match="no relationship card toward itself"):
        AgentsState.end_scene(game, [Change("Anna", "anna", Relation.FULL_TRUST, "", on)])


def test_a07_a31_coordinator_reserves_raise_the_threat_for_one_agent() -> None:
    # rule A-07, rule A-31
    coordinator = Coordinator((ThreatCard("The hum"),), reserves=1)
    game = mission(coordinator=coordinator)
    plan = TestPlan(aspects=("Sharp eyes",))
    with pytest.raises(ActionError, match="1 threat factor exceeds the Threat level 0.*A-31"):
        game.test("Anna", plan, TestChoices(threat=1), cards=["KS", "7C"])
    result = game.test(
        "Anna", plan, TestChoices(threat=1, coordinator_reserves=1), cards=["KS", "7C"]
    )
    assert notes(result.removed_by_disadvantage) == ["KS"]
    assert game.coordinator.reserves == 0
    with pytest.raises(ActionError, match="the Coordinator has 0 reserves, not 1"):
        game.test("Anna", plan, TestChoices(threat=1, coordinator_reserves=1), cards=["KD", "2C"])


def test_a08_the_mission_starts_at_the_coordinators_starting_threat() -> None:
    # rule A-08
    coordinator = Coordinator((ThreatCard("The hum"),), start_threat=2)
    game = mission(coordinator=coordinator)
    assert game.status().threat == 2 and game.status().leading == "threat"
    assert mission(coordinator=coordinator, start_threat=0).status().threat == 0
    with pytest.raises(MissionError, match="already reaches the final level 4"):
        mission(start_threat=4)


# --- a test --------------------------------------------------------------------------------


def test_a10_a_test_draws_one_card_plus_one_per_described_aspect() -> None:
    # rule A-10
    game = mission()
    drawn = game.draw_test("Anna", TestPlan(aspects=("Sharp eyes", "Ex-cop")))
    assert len(drawn) == 3 and game.pile(DRAWN) == drawn
    assert len(game.pile(DRAW)) == 49


def test_a11_exhausting_an_aspect_for_an_advantage() -> None:
    # rule A-11
    game = mission()
    result = game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes", "Ex-cop")),
        TestChoices(exhaust=("Sharp eyes",)),
        cards=["3H", "KS", "7C"],
    )
    assert notes(result.removed) == ["3H"]
    assert game.agent("Anna").aspect("Sharp eyes").exhausted
    assert not game.agent("Anna").aspect("Ex-cop").exhausted


def test_a12_the_coordinator_exhausts_negative_aspects_for_disadvantages() -> None:
    # rule A-12
    game = mission()
    plan = TestPlan(aspects=("Sharp eyes",), negative=("Broken arm",))
    result = game.test(
        "Anna", plan, TestChoices(negative_exhausted=("Broken arm",)), cards=["KS", "7C", "9D"]
    )
    assert notes(result.removed) == ["KS"] and game.agent("Anna").aspect("Broken arm").exhausted
    with pytest.raises(ActionError, match="'Sharp eyes' is not a negative aspect \\(rule A-12\\)"):
        game.draw_test("Anna", TestPlan(negative=("Sharp eyes",)))
    with pytest.raises(
        ActionError, match="'Broken arm' is a negative aspect: only the Coordinator uses it"
    ):
        game.draw_test("Anna", TestPlan(aspects=("Broken arm",)))


def test_a13_an_exhausted_aspect_adds_its_card_but_is_not_exhausted_again() -> None:
    # rule A-13
    game = mission()
    plan = TestPlan(aspects=("Sharp eyes",))
    game.test("Anna", plan, TestChoices(exhaust=("Sharp eyes",)), cards=["3H", "KS"])
    assert len(game.draw_test("Anna", plan)) == 2  # it still adds its card
    with pytest.raises(
        ActionError, match="'Sharp eyes' is already exhausted: it still adds its card.*A-13"
    ):
        game.resolve(game.sorting(TestChoices(exhaust=("Sharp eyes",))))
    assert game.pending is not None  # a refused choice leaves the cards on the table
    game.resolve(game.sorting())


def test_a13_a19_the_coordinator_cannot_use_an_exhausted_negative_aspect() -> None:
    # rules: the exception for the Coordinator's negative aspects
    game = mission()
    used = TestPlan(aspects=("Sharp eyes",), negative=("Broken arm",))
    game.test(
        "Anna", used, TestChoices(negative_exhausted=("Broken arm",)), cards=["3H", "KS", "QD"]
    )
    assert game.agent("Anna").aspect("Broken arm").exhausted
    drawn_before = len(game.pile(DRAW))
    with pytest.raises(
        ActionError,
        match=r"'Broken arm' is exhausted: the Coordinator cannot use an exhausted negative "
        r"aspect until rest restores it \(rules A-13, A-19\)",
    ):
        game.draw_test("Anna", used)
    assert len(game.pile(DRAW)) == drawn_before and game.pending is None  # nothing drawn
    with pytest.raises(ActionError, match="Coordinator cannot use an exhausted negative"):
        game.draw_test(
            "Anna",
            TestPlan(aspects=("Ex-cop",), removing=("Broken arm",), negative=("Broken arm",)),
        )
    # Without the negative aspect the test draws 2 cards, not 3, and scores no complication.
    result = game.test("Anna", TestPlan(aspects=("Sharp eyes",)), cards=["4H", "QS"])
    assert (result.successes, result.complications) == (1, 1)
    game.rest(["Anna"], interrupted=False)
    assert len(game.draw_test("Anna", used)) == 3  # restored by rest, usable again


def test_a15_reserves_buy_temporary_aspects_ignore_negatives_and_use_specials() -> None:
    # rule A-15
    game = mission(anna(reserves=3), bara(), cyril())
    plan = TestPlan(
        aspects=("Second sight",), temporary=1, negative=("Broken arm",), ignored=("Broken arm",)
    )
    assert (
        len(game.draw_test("Anna", plan)) == 3
    )  # base + special + temporary; none for the ignored
    game.resolve(game.sorting())
    assert game.agent("Anna").reserves == 0
    with pytest.raises(
        ActionError, match="costs Anna 1 reserve \\(1 temporary aspect\\) but Anna has 0"
    ):
        game.draw_test("Anna", TestPlan(temporary=1))
    with pytest.raises(ActionError, match="'Broken arm' was ignored with a reserve for this scene"):
        game.draw_test("Anna", TestPlan(negative=("Broken arm",)))
    game.end_scene()
    assert len(game.draw_test("Anna", TestPlan(negative=("Broken arm",)))) == 2


def test_a15_a_reserve_for_a_detail_an_item_reaching_the_others_or_a_vote() -> None:
    # rule A-15
    game = mission()
    game.spend_reserve("Anna", "detail")
    game.spend_reserve("Anna", "vote")
    assert game.agent("Anna").reserves == 0
    with pytest.raises(ActionError, match="no reserve left .*never go below zero"):
        game.spend_reserve("Anna", "item")
    with pytest.raises(ActionError, match="not 'bribe'"):
        game.spend_reserve("Bára", "bribe")


def test_a16_the_last_card_stays_and_unused_advantages_keep_their_aspect_fresh() -> None:
    # rule A-16
    game = mission()
    result = game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes",)),
        TestChoices(exhaust=("Sharp eyes",)),
        cards=["3H", "7D"],
    )
    assert notes(result.kept) == ["7D"] and notes(game.pile(DISCARD)) == ["3H"]
    assert game.agent("Anna").aspect("Sharp eyes").exhausted
    result = game.test(
        "Anna",
        TestPlan(aspects=("Ex-cop",)),
        TestChoices(exhaust=("Ex-cop",)),
        cards=["KS", "7C"],
    )
    assert result.removed == () and not game.agent("Anna").aspect("Ex-cop").exhausted


def test_a16_the_removed_cards_are_chosen_and_the_log_keeps_which() -> None:
    # rule A-16: at a mirror table the player removes one card, and the piles follow it
    game = mission()
    plan = TestPlan(
        aspects=("Sharp eyes", "Ex-cop"), equipment=("Lockpicks",), negative=("Broken arm",)
    )
    choices = TestChoices(
        exhaust=("Sharp eyes",), negative_exhausted=("Broken arm",), remove=("5C", "7D")
    )
    game.draw_test("Anna", plan, ["3H", "KS", "7D", "5C", "9H"])
    assert notes(game.sorting(dataclasses.replace(choices, remove=())).result.removed) == [
        "3H",
        "KS",
    ]
    result = game.resolve(game.sorting(choices))
    assert notes(result.removed) == ["7D", "5C"] and result.discarded == ()
    assert notes(game.pile(COMPLICATION)) == ["3H", "9H"] and notes(game.pile(SUCCESS)) == ["KS"]
    assert notes(game.pile(DISCARD)) == ["7D", "5C"]
    assert game.agent("Anna").aspect("Broken arm").exhausted
    game.test("Bára", TestSetup(aspects=2, exhaust=1), cards=["2S", "4H", "6H"])
    with pytest.raises(UserError, match="K♠ was not drawn in this test"):
        game.test(
            "Bára", TestPlan(aspects=("Hacker",)), TestChoices(remove=("KS",)), cards=["5H", "5S"]
        )
    with pytest.raises(UserError, match="4C is a success: only a disadvantage"):
        game.test("Cyril", TestSetup(aspects=1, remove=("4C",)), cards=["4C", "4D"])
    assert game.pending is None and len(game.pile(DRAW)) == 44

    log = game.to_log()
    assert log["events"][0]["remove"] == ["7D", "5C"] and "remove" not in log["events"][1]
    again, exported = replayed(log)
    for pile in (SUCCESS, COMPLICATION, DISCARD):
        assert again.pile(pile) == game.pile(pile)
    assert exported == log
    log["events"][1]["remove"] = ["2S"]
    with pytest.raises(MissionLogError, match=r"event 2: \(test by Bára\) 2S is a success"):
        played(log)


def test_a17_equipment_needs_a_fitting_aspect_and_is_useless_once_exhausted() -> None:
    # rule A-17
    game = mission()
    with pytest.raises(
        ActionError, match="'Lockpicks' needs at least one character aspect.*'Ex-cop'.*A-17"
    ):
        game.draw_test("Anna", TestPlan(aspects=("Sharp eyes",), equipment=("Lockpicks",)))
    plan = TestPlan(aspects=("Ex-cop",), equipment=("Lockpicks",))
    game.test("Anna", plan, TestChoices(exhaust=("Lockpicks",)), cards=["3H", "KS", "QH"])
    assert game.agent("Anna").item("Lockpicks").exhausted
    with pytest.raises(
        ActionError, match="'Lockpicks' is exhausted: exhausted equipment cannot be used at all"
    ):
        game.draw_test("Anna", plan)
    game.replenish("Anna", "Lockpicks")
    assert len(game.draw_test("Anna", plan)) == 3


def test_a19_a_complication_becomes_a_negative_aspect_of_the_character() -> None:
    # rule A-19
    game = mission()
    result = game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes",)),
        TestChoices(to_aspect=("Concussion",)),
        cards=["3H", "KS"],
    )
    assert result.complications == 0 and game.status().complications == 0
    assert game.agent("Anna").aspect("Concussion").kind is AspectKind.NEGATIVE
    assert notes(game.pile(DISCARD)) == ["3H"] and game.pile(COMPLICATION) == []
    # The Coordinator may use it in any later action.
    assert len(game.draw_test("Anna", TestPlan(negative=("Concussion",)))) == 2


def test_a20_only_agents_test_never_the_coordinator() -> None:
    # rule A-20
    game = mission()
    for tester in ("Coordinator", "an NPC"):
        with pytest.raises(MissionError, match="only agents test, never the Coordinator .*A-20"):
            game.draw_test(tester, TestSetup(aspects=1))
    assert game.pile(DRAWN) == [] and len(game.pile(DRAW)) == 52


def test_a21_success_and_complication_piles_are_the_mission_totals() -> None:
    # rule A-21
    game = mission()
    game.test("Anna", TestSetup(aspects=3), cards=["KS", "3H", "7C", "9D"])
    game.test("Bára", TestSetup(aspects=1), cards=["2S", "QD"])
    assert notes(game.pile(SUCCESS)) == ["KS", "7C", "2S"]
    assert notes(game.pile(COMPLICATION)) == ["3H", "9D", "QD"]
    status = game.status()
    assert (status.successes, status.complications) == (3, 3) and game.pile(DRAWN) == []


def milestones_after(game: AgentsState, successes: int) -> list[int]:
    """The milestone count after each of ``successes`` one-card tests drawing a black card."""
    seen = []
    for card in ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"][:successes]:
        game.test(game.names[0], TestSetup(), cards=[card])
        seen.append(game.status().milestones)
    return seen


def test_a32_two_agents_reach_a_milestone_every_two_successes() -> None:
    # rule A-32: the original gives milestones no minimum; "at least 3" is the Threat's
    game = mission("Anna", "Bára")
    assert milestones_after(game, 8) == [0, 1, 1, 2, 2, 3, 3, 4]
    status = game.status()
    assert (status.threat_step, status.milestone_step) == (3, 2)
    assert status.outcome == "success"  # four milestones take 8 successes, not 12
    alone = mission("Anna")
    assert milestones_after(alone, 3) == [1, 2, 3]


def test_a30_a32_two_agents_complications_still_step_by_three() -> None:
    # rule A-30: the tested minimum of 3 stands beside the Threat
    game = mission("Anna", "Bára")
    game.test("Anna", TestSetup(aspects=1), cards=["2H", "3H"])
    assert game.status().threat == 0
    game.test("Anna", TestSetup(), cards=["4H"])
    assert game.status().threat == 1


def test_a32_the_table_may_give_milestones_the_threats_minimum() -> None:
    # rule A-32, table option milestone_step
    game = mission("Anna", "Bára", options=AgentsOptions(milestone_step="threat"))
    assert milestones_after(game, 6) == [0, 0, 1, 1, 1, 2]
    assert (game.status().threat_step, game.status().milestone_step) == (3, 3)
    again, exported = replayed(game.to_log())
    assert again.status() == game.status()
    assert exported["options"]["milestone_step"] == "threat"
    set_step = mission("Anna", "Bára", options=AgentsOptions(step=4))
    assert milestones_after(set_step, 4) == [0, 0, 0, 1]  # a step the table sets is both


@pytest.mark.parametrize("reading", ["agents", "threat"])
def test_a32_three_agents_or_more_keep_one_step(reading: str) -> None:
    # rule A-30, rule A-32: from three agents both steps are the number of agents
    game = mission(options=AgentsOptions(milestone_step=reading))
    assert milestones_after(game, 6) == [0, 0, 1, 1, 1, 2]
    four = mission("Anna", "Bára", "Cyril", "Dana", options=AgentsOptions(milestone_step=reading))
    assert milestones_after(four, 8) == [0, 0, 0, 1, 1, 1, 1, 2]
    assert (four.status().threat_step, four.status().milestone_step) == (4, 4)


# --- between tests ----------------------------------------------------------------------------


def exhaust_everything(game: AgentsState) -> None:
    game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes", "Ex-cop", "Second sight"), negative=("Broken arm",)),
        TestChoices(
            exhaust=("Sharp eyes", "Ex-cop", "Second sight"), negative_exhausted=("Broken arm",)
        ),
        cards=["2H", "3H", "4H", "KS", "5D"],
    )
    game.end_scene()


def test_a22_rest_restores_all_but_special_aspects_and_adds_a_complication_mark() -> None:
    # rule A-22
    game = mission(anna(reserves=3), bara(), cyril())
    exhaust_everything(game)
    before = game.status().complications
    report = game.rest(["Anna", "Bára"], interrupted=False)
    agent = game.agent("Anna")
    assert not agent.aspect("Sharp eyes").exhausted and not agent.aspect("Ex-cop").exhausted
    assert not agent.aspect("Broken arm").exhausted
    assert agent.aspect("Second sight").exhausted  # special aspects only by reserves
    assert report.marks == 2 and game.status().complications == before + 2
    assert game.status().rest_marks == 2
    assert notes(game.pile(COMPLICATION)) == ["5D"]  # marks are counts, not cards


def test_a22_an_interrupted_rest_restores_half_but_always_the_negative_aspects() -> None:
    # rule A-22
    game = mission(anna(reserves=3), bara(), cyril())
    exhaust_everything(game)
    assert game.status().scene_opening == "pressure"
    report = game.rest(["Anna"])  # under pressure: interrupted
    assert report.interrupted and report.restored["Anna"] == ("Sharp eyes", "Broken arm")
    assert game.agent("Anna").aspect("Ex-cop").exhausted
    with pytest.raises(ActionError, match="restores at most 0 of Anna's 1 exhausted aspect"):
        game.rest(["Anna"], restore={"Anna": ["Ex-cop"]})


def test_a22_reserves_restore_aspects_special_ones_only_so_negative_ones_never() -> None:
    # rule A-22
    game = mission(anna(reserves=3), bara(), cyril())
    exhaust_everything(game)
    game.restore("Anna", "Second sight")
    assert not game.agent("Anna").aspect("Second sight").exhausted
    with pytest.raises(ActionError, match="negative aspects are never restored by reserves"):
        game.restore("Anna", "Broken arm")
    with pytest.raises(ActionError, match="'Second sight' is not exhausted"):
        game.restore("Anna", "Second sight")


def test_a22_every_aspect_is_fresh_at_the_start_of_a_mission() -> None:
    # rule A-22
    tired = anna().with_aspect("Sharp eyes", Aspect("Sharp eyes", exhausted=True))
    assert not mission(tired, bara()).agent("Anna").aspect("Sharp eyes").exhausted
    assert mission(tired, bara(), restore=False).agent("Anna").aspect("Sharp eyes").exhausted


def test_a22_a31_threat_reached_by_rest_marks_counts_from_the_next_scene() -> None:
    # rule A-22, rule A-31
    game = mission()
    game.rest(["Anna", "Bára", "Cyril"])
    assert game.status().threat == 1 and game.status().threat_in_effect == 0
    with pytest.raises(ActionError, match="exceeds? the Threat level 0"):
        game.test(
            "Anna", TestPlan(aspects=("Sharp eyes",)), TestChoices(threat=1), cards=["KS", "7C"]
        )
    game.end_scene()
    assert game.status().threat_in_effect == 1
    result = game.test(
        "Anna", TestPlan(aspects=("Sharp eyes",)), TestChoices(threat=1), cards=["KS", "7C"]
    )
    assert notes(result.removed) == ["KS"]


def test_a23_a_test_removes_negative_aspects_and_complications_strengthen_them() -> None:
    # rule A-23
    game = mission()
    plan = TestPlan(aspects=("Medic",), removing=())
    hurt = game.test("Cyril", plan, TestChoices(to_aspect=("Burnt hand",)), cards=["3H", "KS"])
    assert hurt.complications == 0
    result = game.test(
        "Cyril",
        TestPlan(aspects=("Medic",), removing=("Burnt hand",)),
        cards=["QS", "QH"],
    )
    agent = game.agent("Cyril")
    assert result.successes == 1 and not agent.has_aspect("Burnt hand")
    assert agent.aspect("Burnt hand (worse)").kind is AspectKind.NEGATIVE
    game.test(
        "Cyril",
        TestPlan(aspects=("Medic",), removing=("Burnt hand (worse)",)),
        TestChoices(strengthen="limiting"),
        cards=["JH", "JD"],
    )
    limiting = game.agent("Cyril").aspect("Burnt hand (worse) (worse)")
    assert limiting.kind is AspectKind.LIMITING
    with pytest.raises(
        ActionError, match="permanent limiting aspect: it cannot be removed the usual way"
    ):
        game.draw_test("Cyril", TestPlan(removing=(limiting.text,)))


def test_a24_relationships_change_at_the_end_of_a_scene_a_reason_kept_when_given() -> None:
    # rule A-24
    game = mission()
    game.end_scene([("Anna", "Bára", Relation.FULL_TRUST, "she pulled me out")])
    card = game.relationship("Anna", "Bára")
    assert card.level is Relation.FULL_TRUST and game.scene.number == 2
    (change,) = card.history
    assert (change.reason, change.on, change.scene) == ("she pulled me out", date(2026, 5, 28), 1)
    with pytest.raises(MissionError, match="changes twice at one scene end"):
        game.end_scene([("Anna", "Cyril", "full_trust", "a"), ("Anna", "Cyril", "neutral", "b")])


def test_a24_a_relationship_change_needs_no_reason() -> None:
    # rule A-24: "should justify it at least to itself" — the new value is what is written
    game = mission()
    game.end_scene([("Anna", "Bára", Relation.PARTIAL_DISTRUST, "")])
    card = game.relationship("Anna", "Bára")
    assert card.level is Relation.PARTIAL_DISTRUST and game.scene.number == 2
    (change,) = card.history
    assert (change.before, change.after, change.reason) == (
        Relation.NEUTRAL,
        Relation.PARTIAL_DISTRUST,
        "",
    )
    again, _ = replayed(game.to_log())
    assert again.relationship("Anna", "Bára").history[0].reason == ""


def test_a25_a_scene_opens_with_the_initiative_or_under_pressure() -> None:
    # rule A-25
    game = mission()
    game.test("Anna", TestSetup(aspects=1), cards=["KS", "3H"])
    game.end_scene()
    assert game.status().scene_opening == "tie"
    game.test("Anna", TestSetup(aspects=0), cards=["2S"])
    assert game.status().initiative == "agents" and game.status().scene_opening == "tie"
    game.end_scene()
    assert game.status().scene_opening == "agents"
    assert not game.rest(["Anna"]).interrupted
    by_card = mission(options=AgentsOptions(tie_break="first_card"))
    by_card.test("Anna", TestSetup(aspects=1), cards=["KS", "3H"])
    by_card.end_scene()
    by_card.test("Anna", TestSetup(), cards=["9D"])
    assert by_card.status().scene_opening == "pressure"  # the scene's first card was red


# --- relationships ----------------------------------------------------------------------------


def test_a41_a42_trust_is_used_as_an_ordinary_aspect_while_cooperating() -> None:
    # rule A-41, rule A-42
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    with pytest.raises(ActionError, match="only while cooperating with Bára, who is not present"):
        game.draw_test("Anna", TestPlan(trust=("Bára",)))
    with pytest.raises(ActionError, match="toward Cyril is Neutral: only trust is used"):
        game.draw_test("Anna", TestPlan(trust=("Cyril",), present=("Cyril",)))
    plan = TestPlan(trust=("Bára",), present=("Bára",))
    result = game.test("Anna", plan, TestChoices(exhaust_trust=("Bára",)), cards=["3H", "7D"])
    assert notes(result.removed) == ["3H"] and game.relationship("Anna", "Bára").exhausted
    with pytest.raises(ActionError, match="trust in Bára is already exhausted"):
        game.test("Anna", plan, TestChoices(exhaust_trust=("Bára",)), cards=["2H", "2D"])
    game.rest(["Anna"], interrupted=False)
    assert not game.relationship("Anna", "Bára").exhausted


def test_a42_a_partially_trusted_agent_cancels_one_complication_with_its_success() -> None:
    # rule A-42
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    with pytest.raises(ActionError, match="Bára has 0 unspent successes drawn in this scene"):
        game.test("Anna", TestPlan(present=("Bára",)), TestChoices(help=("Bára",)), cards=["3H"])
    game.test("Bára", TestPlan(aspects=("Hacker",)), cards=["KS", "QS"])
    plan = TestPlan(aspects=("Sharp eyes", "Ex-cop"), present=("Bára",))
    with pytest.raises(
        ActionError, match="partial trust lets Bára cancel one of Anna's complications, not 2"
    ):
        game.test("Anna", plan, TestChoices(help=("Bára", "Bára")), cards=["3H", "4H", "5H"])
    result = game.test("Anna", plan, TestChoices(help=("Bára",)), cards=["3H", "4H", "5H"])
    assert notes(result.cancelled) == ["3H"] and result.complications == 2
    assert game.status().successes == 2  # Bára's success still counts for the mission


def test_a42_partial_trust_accepts_one_reserve_per_scene_from_the_trusted_agent() -> None:
    # rule A-42
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    game.give_reserve("Bára", "Anna")
    assert (game.agent("Anna").reserves, game.agent("Bára").reserves) == (3, 0)
    with pytest.raises(ActionError, match="one reserve from Bára per scene"):
        game.give_reserve("Bára", "Anna")
    with pytest.raises(ActionError, match="Bára accepts reserves only from an agent it trusts"):
        game.give_reserve("Anna", "Bára")


def test_a42_full_trust_lets_the_trusted_agent_spend_all_its_successes_and_reserves() -> None:
    # rule A-42
    game = mission(
        anna(trust("Bára", Relation.FULL_TRUST), reserves=0),
        Agent("Bára", (Aspect("Hacker"),), reserves=2),
        cyril(),
    )
    game.give_reserve("Bára", "Anna")
    game.give_reserve("Bára", "Anna")
    assert game.agent("Anna").reserves == 2 and game.agent("Bára").reserves == 0
    game.test("Bára", TestSetup(aspects=1), cards=["KS", "QS"])
    result = game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes", "Ex-cop"), present=("Bára",)),
        TestChoices(help=("Bára", "Bára")),
        cards=["3H", "4H", "5H"],
    )
    assert notes(result.cancelled) == ["3H", "4H"]


def test_a43_betraying_partial_trust_gives_one_extra_success_against_the_trusting_agent() -> None:
    # rule A-43
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    with pytest.raises(ActionError, match="Cyril does not trust Bára .*no trust to betray"):
        game.test("Bára", TestPlan(against="Cyril"), TestChoices(betray=True), cards=["3H"])
    # No complication drawn: the betrayal still adds its success (the old reading did nothing).
    result = game.test(
        "Bára",
        TestPlan(aspects=("Hacker",), against="Anna"),
        TestChoices(betray=True),
        cards=["QS", "KS"],
    )
    assert (result.successes, result.complications, result.removed) == (3, 0, ())
    assert game.status().successes == 3 and notes(game.pile(SUCCESS)) == ["QS", "KS"]
    assert game.relationship("Anna", "Bára").exhausted
    with pytest.raises(ActionError, match="Anna's trust in Bára is already spent"):
        game.test("Bára", TestPlan(against="Anna"), TestChoices(betray=True), cards=["4H"])


def test_a43_a_betrayal_success_does_not_remove_a_drawn_complication() -> None:
    # rule A-43
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    result = game.test(
        "Bára",
        TestPlan(aspects=("Hacker",), against="Anna"),
        TestChoices(betray=True),
        cards=["3H", "KS"],
    )
    assert (result.successes, result.complications, result.removed) == (2, 1, ())
    assert result.reading == "mix"
    log = game.to_log()
    assert log["events"][0]["betrayal"] == 1
    again, _ = replayed(log)
    assert (again.status().successes, again.status().complications) == (2, 1)


def test_a43_betraying_full_trust_stops_the_victim_acting_against_the_traitor() -> None:
    # rule A-43
    game = mission(anna(trust("Bára", Relation.FULL_TRUST)), bara(), cyril())
    game.test(
        "Bára",
        TestPlan(aspects=("Hacker",), against="Anna"),
        TestChoices(betray=True, to_aspect=("Shot in the leg",), to_aspect_agent="Anna"),
        cards=["3H", "4H"],
    )
    assert game.agent("Anna").has_aspect("Shot in the leg")  # Anna took the hit instead
    assert not game.agent("Bára").has_aspect("Shot in the leg")
    with pytest.raises(ActionError, match="Anna cannot act against Bára until the scene ends"):
        game.draw_test("Anna", TestPlan(against="Bára"))
    game.end_scene()
    assert len(game.draw_test("Anna", TestPlan(against="Bára"))) == 1
    game.resolve(game.sorting())
    with pytest.raises(ActionError, match="only when Cyril betrays Anna's full trust"):
        game.test(
            "Cyril",
            TestPlan(),
            TestChoices(to_aspect=("Bruise",), to_aspect_agent="Anna"),
            cards=["9H"],
        )


def test_a44_partial_distrust_draws_an_extra_card_and_discards_a_success() -> None:
    # rule A-44
    game = mission(anna(trust("Cyril", Relation.PARTIAL_DISTRUST)), bara(), cyril())
    plan = TestPlan(aspects=("Sharp eyes",), present=("Cyril", "Bára"))
    result = game.test("Anna", plan, cards=["3H", "7D", "KS"])
    assert notes(result.discarded) == ["KS"] and result.complications == 2
    suppressed = TestPlan(aspects=("Sharp eyes",), present=("Cyril",), suppressed=("Cyril",))
    assert len(game.draw_test("Anna", suppressed)) == 2
    game.resolve(game.sorting())
    assert game.agent("Anna").reserves == 1


def test_a44_full_distrust_blocks_advantages_and_rest_nearby() -> None:
    # rule A-44
    game = mission(anna(trust("Cyril", Relation.FULL_DISTRUST)), bara(), cyril())
    plan = TestPlan(aspects=("Sharp eyes",), present=("Cyril",))
    with pytest.raises(
        ActionError, match="Anna fully distrusts Cyril, who is near: no aspect.*A-44"
    ):
        game.test("Anna", plan, TestChoices(exhaust=("Sharp eyes",)), cards=["3H", "KS"])
    suppressed = TestPlan(aspects=("Sharp eyes",), present=("Cyril",), suppressed=("Cyril",))
    result = game.test("Anna", suppressed, TestChoices(exhaust=("Sharp eyes",)), cards=["3H", "KS"])
    assert notes(result.removed) == ["3H"]
    with pytest.raises(
        MissionError, match="Anna cannot rest near Cyril, whom Anna fully distrusts"
    ):
        game.rest(["Anna", "Bára"], present=["Cyril"])
    game.rest(["Anna", "Bára"])


def test_a45_a_distrusted_attacker_gives_the_defender_an_advantage() -> None:
    # rule A-45
    game = mission(anna(trust("Cyril", Relation.PARTIAL_DISTRUST)), bara(), cyril())
    result = game.test(
        "Anna", TestPlan(aspects=("Sharp eyes",), defending="Cyril"), cards=["3H", "KS"]
    )
    assert notes(result.removed) == ["3H"] and result.discarded == ()
    cancelled = TestPlan(aspects=("Sharp eyes",), defending="Cyril", suppressed=("Cyril",))
    assert game.test("Anna", cancelled, cards=["4H", "QS"]).removed == ()


def test_a45_under_full_distrust_any_equipment_may_soften_the_attack() -> None:
    # rule A-45
    game = mission(anna(trust("Cyril", Relation.FULL_DISTRUST)), bara(), cyril())
    plan = TestPlan(aspects=("Sharp eyes",), equipment=("Lockpicks",), defending="Cyril")
    result = game.test("Anna", plan, TestChoices(exhaust=("Sharp eyes",)), cards=["3H", "4H", "KS"])
    assert notes(result.removed) == ["3H", "4H"]
    with pytest.raises(ActionError, match="'Lockpicks' needs at least one character aspect"):
        game.draw_test(
            "Anna", TestPlan(aspects=("Sharp eyes",), equipment=("Lockpicks",), present=("Bára",))
        )


def test_a46_what_is_written_on_the_card_applies_for_the_whole_scene() -> None:
    # rule A-46
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    game.test(
        "Bára",
        TestPlan(aspects=("Hacker",), against="Anna"),
        TestChoices(betray=True),
        cards=["3H", "KS"],
    )
    # Anna cannot switch to distrust before answering the attack: her card still says trust.
    no_advantage = game.test(
        "Anna", TestPlan(aspects=("Sharp eyes",), defending="Bára"), cards=["4H", "QS"]
    )
    assert no_advantage.removed == ()
    game.end_scene([("Anna", "Bára", Relation.PARTIAL_DISTRUST, "she sold me out")])
    advantage = game.test(
        "Anna", TestPlan(aspects=("Sharp eyes",), defending="Bára"), cards=["5H", "JS"]
    )
    assert notes(advantage.removed) == ["5H"]
    # Mid-scene the card stays as written: a test cannot change it, only a scene end can.
    game.test("Anna", TestPlan(aspects=("Sharp eyes",)), cards=["6H", "7S"])
    assert game.relationship("Anna", "Bára").level is Relation.PARTIAL_DISTRUST
    assert [change.after for change in game.relationship("Anna", "Bára").history] == [
        Relation.PARTIAL_DISTRUST
    ]


# --- the deck -----------------------------------------------------------------------------------


def test_the_deck_is_52_cards_by_default_54_or_custom_by_option() -> None:
    assert len(mission().pile(DRAW)) == 52
    jokers = mission(options=AgentsOptions(deck="standard54"))
    assert jokers.test("Anna", TestSetup(aspects=1), cards=["RJ", "BJ"]).successes == 1
    custom = mission(options=AgentsOptions(deck="red_black", black=3, red=2))
    assert len(custom.pile(DRAW)) == 5
    with pytest.raises(MissionError, match="K♠ is not in the mission deck \\(a red/black deck"):
        custom.test("Anna", TestSetup(), cards=["KS"])


def test_an_empty_draw_pile_reshuffles_the_discard_pile_never_the_score() -> None:
    game = mission(options=AgentsOptions(deck="red_black", black=2, red=3))
    game.test("Anna", TestSetup(aspects=1, exhaust=1), cards=["R1", "B1"])
    game.test("Anna", TestSetup(aspects=2, exhaust=1), cards=["R2", "R3", "B2"])
    assert game.pile(DRAW) == [] and notes(game.pile(DISCARD)) == ["R1", "R2"]
    game.test("Anna", TestSetup(), cards=["R1"])
    assert notes(game.pile(DRAW)) == ["R2"] and notes(game.pile(SUCCESS)) == ["B1", "B2"]


def test_when_every_pile_is_empty_a_fresh_deck_keeps_the_score_as_counts() -> None:
    game = mission(options=AgentsOptions(deck="red_black", black=2, red=1))
    game.test("Anna", TestSetup(aspects=2), cards=["B1", "B2", "R1"])
    with pytest.raises(MissionError, match="both empty.*start a fresh deck"):
        game.draw_test("Anna", TestSetup())
    with pytest.raises(
        MissionError, match="black card 1 was already drawn: it is in the success pile"
    ):
        game.test("Anna", TestSetup(), cards=["B1"])
    game.fresh_deck()
    assert len(game.pile(DRAW)) == 3 and game.status().successes == 2
    game.test("Anna", TestSetup(), cards=["B1"])
    assert game.status().successes == 3


# --- two steps, putting back, JSON, logs ---------------------------------------------------------------


def test_a_drawn_test_blocks_other_actions_until_resolved_or_cancelled() -> None:
    game = mission()
    drawn = game.draw_test("Anna", TestSetup(aspects=2))
    for action in (
        lambda: game.rest(["Bára"]),
        game.end_scene,
        lambda: game.draw_test("Bára", TestSetup()),
    ):
        with pytest.raises(MissionError, match="Anna's cards are still on the table"):
            action()
    preview = game.sorting(TestSetup(aspects=2, exhaust=1)).result
    assert preview.cards == tuple(drawn) and game.pile(DRAWN) == drawn
    assert game.status() == mission().status()  # a preview changes nothing
    game.resolve(game.sorting())
    assert len(game.pile(DRAW)) == 49 and game.pile(DRAWN) == [] and game.pending is None
    with pytest.raises(MissionError, match="no test is being played"):
        game.resolve(game.sorting())


def test_a_refused_mirrored_test_draws_nothing() -> None:
    game = mission()
    before = table(game)
    with pytest.raises(
        ActionError, match="'Sharp eyes' is not an aspect or equipment described in this test"
    ):
        game.test(
            "Anna",
            TestPlan(aspects=("Ex-cop",)),
            TestChoices(exhaust=("Sharp eyes",)),
            cards=["3H", "KS"],
        )
    with pytest.raises(UserError, match="this test draws 2 cards .*not 3"):
        game.test("Anna", TestPlan(aspects=("Ex-cop",)), cards=["3H", "KS", "2C"])
    assert table(game) == before and game.to_log()["events"] == []
    # From the app's shuffled deck the draw is an action of its own: refused choices leave
    # its cards on the table for other choices (an undo puts them back), and log nothing.
    drawn = game.draw_test("Anna", TestPlan(aspects=("Ex-cop",)))
    with pytest.raises(UserError, match="not an aspect or equipment described"):
        game.sorting(TestChoices(exhaust=("Sharp eyes",)))
    assert game.pending is not None and list(game.pending.cards) == drawn
    assert notes(game.pile(DRAWN)) == notes(drawn) and game.to_log()["events"] == []


def test_a_put_back_draw_leaves_the_deck_and_the_log_as_they_were() -> None:
    """Put back is the kernel's undo of the draw: the mission, its deck and its log are
    exactly as before, and a redo draws the same cards again."""
    setup = {
        "agents": [agent.to_json() for agent in (anna(), bara(), cyril())],
        "mirror": False,
    }
    rng = RecordedRandom(random.Random(5))
    history = History(lambda random_: AgentsDriver.from_setup(setup, random_), rng, [])
    opening = {"table": setup, "random": list(history.opening)}
    history.perform({"do": "draw", "agent": "Anna", "setup": {"aspects": 1}})
    history.perform({"do": "resolve"})
    before = table(history.driver.state), AgentsDriver.export_log(opening, history.done)
    drawn = history.perform({"do": "draw", "agent": "Bára", "setup": {"aspects": 2}}).outcome
    assert history.driver.state.pending is not None
    history.perform({"do": "undo"})
    after = table(history.driver.state), AgentsDriver.export_log(opening, history.done)
    assert after == before and [e["type"] for e in after[1]["events"]] == ["test"]
    assert len(history.driver.pile(DRAW)) == 50  # Anna's two cards are sorted
    history.perform({"do": "redo"})
    assert notes(history.driver.pile(DRAWN)) == drawn["cards"]


def test_a_mission_log_round_trips_through_a_session() -> None:
    """Exported from the kernel's actions in effect, imported and replayed: the same mission
    and the same log, relationships, reserves and the Coordinator's reserves included."""
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST)), bara(), cyril())
    game.test("Bára", TestPlan(aspects=("Hacker",)), cards=["KS", "QS"])
    game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes", "Ex-cop"), present=("Bára",)),
        TestChoices(help=("Bára",), exhaust=("Sharp eyes",)),
        cards=["3H", "4H", "5S"],
    )
    game.end_scene([("Anna", "Bára", Relation.FULL_TRUST, "she helped")])
    game.test("Cyril", TestSetup(aspects=1, exhaust=1), cards=["2H", "6C"])
    log = game.to_log()
    again, exported = replayed(log)
    assert exported == log
    assert again.status() == game.status()
    assert again.relationship("Anna", "Bára") == game.relationship("Anna", "Bára")
    assert {pile: again.pile(pile) for pile in (SUCCESS, COMPLICATION, DISCARD)} == {
        pile: game.pile(pile) for pile in (SUCCESS, COMPLICATION, DISCARD)
    }


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (lambda d: d["events"][1].update(cards=["KS"]), "event 2: .*K♠ was already drawn"),
        (lambda d: d["events"][1].update(agent="Dana"), r"event 2: \(test by Dana\) unknown agent"),
        (lambda d: d["events"].insert(0, 5), "event 1: an event must be a JSON object"),
        (lambda d: d["events"].append({"type": "cancel"}), "event 3: .*unknown event type"),
        (lambda d: d.update(agents=[]), "'agents' must be a list of the agents' names"),
    ],
)
def test_a_tampered_mission_log_is_refused_naming_the_event(tamper, message: str) -> None:
    game = mission()
    game.test("Bára", TestSetup(aspects=1), cards=["KS", "QS"])
    game.test("Anna", TestSetup(), cards=["3H"])
    data = json.loads(json.dumps(game.to_log()))
    tamper(data)
    with pytest.raises(MissionLogError, match=message):
        played(data)


def test_the_mission_exports_the_log_format_and_replays_it() -> None:
    game = mission(anna(trust("Cyril", Relation.PARTIAL_DISTRUST)), bara(), cyril())
    game.test("Anna", TestSetup(aspects=2), cards=["KS", "3H", "7C"])
    game.rest(["Anna", "Bára"])
    game.end_scene()
    game.test(
        "Anna",
        TestPlan(aspects=("Sharp eyes",), present=("Cyril",), negative=("Broken arm",)),
        TestChoices(exhaust=("Sharp eyes",), to_aspect=("Bruised",)),
        cards=["2H", "4H", "9D", "QS"],
    )
    game.end_scene([("Anna", "Cyril", Relation.NEUTRAL, "he was right")])
    log = game.to_log()
    assert log["options"] == {"step": None, "final_level": 4} and log["start_threat"] == 0
    assert log["events"][:3] == [
        {
            "type": "test",
            "agent": "Anna",
            "cards": ["KS", "3H", "7C"],
            "exhaust": 0,
            "negative": 0,
            "negative_exhausted": 0,
            "temporary": 0,
            "to_aspect": 0,
        },
        {"type": "rest", "agents": ["Anna", "Bára"]},
        {"type": "scene_end"},
    ]
    assert log["events"][3] == {
        "type": "test",
        "agent": "Anna",
        "cards": ["2H", "4H", "9D", "QS"],
        "exhaust": 1,
        "negative": 1,
        "negative_exhausted": 0,
        "temporary": 0,
        "to_aspect": 1,
        "distrust": 1,
    }
    again, exported = replayed(log)
    assert again.status() == game.status()
    assert exported == log
    assert again.relationship("Anna", "Cyril").level is Relation.NEUTRAL


def test_each_action_is_written_in_the_mission_log_from_the_session() -> None:
    """The mission keeps no events: the mission log is written from the session's actions in
    effect, each as the log writes it (nothing for a draw not yet sorted, nor a reserve)."""
    setup = AgentsDriver.setup_from_campaign(TableChoice([anna(), bara()], None, {}, True))
    history = History(lambda rng: AgentsDriver.from_setup(setup, rng), RecordedRandom(), [])

    def logged() -> list[dict]:
        table = {"table": setup, "random": list(history.opening)}
        return AgentsDriver.export_log(table, history.done)["events"]

    history.perform({"do": "draw", "agent": "Anna", "setup": {}, "cards": ["KS"]})
    assert logged() == []
    history.perform({"do": "resolve"})
    test = {
        "type": "test",
        "agent": "Anna",
        "cards": ["KS"],
        **dict.fromkeys(("exhaust", "negative", "negative_exhausted", "temporary", "to_aspect"), 0),
    }
    assert logged() == [test]
    history.perform({"do": "reserve", "agent": "Anna", "purpose": "item"})
    assert logged() == [test]
    history.perform({"do": "end_scene"})
    assert logged() == [test, {"type": "scene_end"}]
    state = history.driver.state
    assert not hasattr(state, "events") and not hasattr(state, "logged")


def test_card_counts_are_kept_across_everything() -> None:
    game = mission()
    game.test(
        "Anna",
        TestSetup(aspects=3, exhaust=1, negative=1, negative_exhausted=1),
        cards=["3H", "KS", "7C", "9D", "2S"],
    )
    game.draw_test("Bára", TestSetup(aspects=2))
    piles = ("draw", "discard", DRAWN, SUCCESS, COMPLICATION)
    everything = Counter(card for pile in piles for card in game.pile(pile))
    assert everything == Counter(AgentsOptions().deck_spec().cards())


def test_a22_a41_one_reserve_restores_an_exhausted_relationship() -> None:
    # rules: a relationship counts as an aspect, so a reserve restores it
    game = mission(anna(trust("Bára", Relation.PARTIAL_TRUST), reserves=2), bara(), cyril())
    game.test(
        "Anna",
        TestPlan(trust=("Bára",), present=("Bára",)),
        TestChoices(exhaust_trust=("Bára",)),
        cards=["3H", "KS"],
    )
    assert game.relationship("Anna", "Bára").exhausted
    game.restore("Anna", "bára")
    assert not game.relationship("Anna", "Bára").exhausted
    assert game.agent("Anna").reserves == 1
    with pytest.raises(ActionError, match="relationship toward Bára is not exhausted"):
        game.restore("Anna", "Bára")
    assert game.agent("Anna").reserves == 1
