"""The Agents table driver: typed actions, outcomes, the kernel's undo, old sessions, replay, export, SIGKILL."""

from __future__ import annotations

import dataclasses
import json
import random
import textwrap
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject

from deskapp import cli
from deskapp.core import systems
from deskapp.core.cards import Card, parse_card
from deskapp.core.errors import UserError
from deskapp.core.play.actions import ActionResult, MisplacedCardError
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice, check_players
from deskapp.core.store import CampaignFile
from deskapp.core.systems import driver_class
from deskapp.systems.agents.describe import HistoryLines
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.mission_log import MissionLogError
from deskapp.systems.agents.replay import played as played_log
from deskapp.systems.agents.rules import TestPlan
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

ANNA, BARA, CYRIL = "Anna", "Bara", "Cyril"


def exported(session: PlaySession) -> dict[str, Any]:
    """The session's mission log, from the play kernel's actions in effect (as an export)."""
    setup = session.campaign.session_setup(session.session_id)
    return AgentsDriver.export_log(setup, session.history.done)


def agents() -> list[Agent]:
    return [
        Agent(
            ANNA,
            (
                Aspect("Sharp eyes"),
                Aspect("Ex-cop"),
                Aspect("Second sight", AspectKind.SPECIAL),
                Aspect("Broken arm", AspectKind.NEGATIVE),
            ),
            reserves=2,
            relationships=(Relationship(BARA, Relation.PARTIAL_TRUST),),
            equipment=(Equipment("Lockpicks", ("Ex-cop",)),),
        ),
        Agent(BARA, (Aspect("Hacker"), Aspect("Night owl")), reserves=3),
        Agent(
            CYRIL, (Aspect("Medic"),), relationships=(Relationship(ANNA, Relation.FULL_DISTRUST),)
        ),
    ]


COORDINATOR = Coordinator((ThreatCard("The hum"),), reserves=2)


def setup(mirror: bool = False, options: dict[str, Any] | None = None) -> dict[str, Any]:
    return AgentsDriver.setup_from_campaign(
        TableChoice(agents(), COORDINATOR, options or {}, mirror)
    )


def table(mirror: bool = False, seed: int = 3) -> AgentsDriver:
    return AgentsDriver.from_setup(setup(mirror), RecordedRandom(random.Random(seed)))


def start(path: Path, mirror: bool = False, seed: int = 3) -> tuple[CampaignFile, PlaySession]:
    campaign = CampaignFile.open(path)
    session = PlaySession.start(
        campaign, AgentsDriver, "Mission", setup(mirror), RecordedRandom(random.Random(seed))
    )
    return campaign, session


def draw(agent: str, cards: str | None = None, **plan: Any) -> dict[str, Any]:
    action: dict[str, Any] = {"do": "draw", "agent": agent, "plan": plan}
    if cards is not None:
        action["cards"] = cards.split()
    return action


def resolve(**choices: Any) -> dict[str, Any]:
    return {"do": "resolve", "choices": choices}


# A short mission with a bit of everything; stored and replayed in several tests.
PLAY: list[dict[str, Any]] = [
    draw(ANNA, aspects=["Sharp eyes", "Ex-cop"], equipment=["Lockpicks"], negative=["Broken arm"]),
    resolve(exhaust=["Sharp eyes"]),
    {"do": "give_reserve", "from": BARA, "to": ANNA},
    draw(BARA, aspects=["Hacker"], temporary=1),
    resolve(),
    {"do": "rest", "agents": [ANNA, BARA]},
    {"do": "reserve", "agent": ANNA, "purpose": "item"},
    {"do": "undo"},
    {"do": "redo"},
    {"do": "reserve", "agent": BARA, "purpose": "detail"},
    {
        "do": "end_scene",
        "on": "2026-05-28",
        "changes": [
            {"agent": ANNA, "toward": BARA, "to": "full_trust", "reason": "she pulled me out"}
        ],
    },
    draw(CYRIL, aspects=["Medic"]),
]


def played(session: PlaySession, actions: list[dict[str, Any]] = PLAY) -> None:
    for action in actions:
        session.perform(json.loads(json.dumps(action)))


class _Lines(HistoryLines, QObject):
    """The Agents screen's history lines, without the screen."""


LINES = _Lines()


def line(action: dict[str, Any], result: ActionResult) -> str:
    """The history line the screen writes for an action from its stored outcome (JSON, as stored)."""
    return LINES.describe_action(action, json.loads(json.dumps(result.outcome)))


# --- setting up -----------------------------------------------------------------------------


def test_the_registry_finds_the_agents_driver() -> None:
    assert driver_class("agents") is AgentsDriver


def test_a_session_needs_agents_and_starts_with_fresh_aspects() -> None:
    with pytest.raises(UserError, match="tick at least one agent"):
        check_players(systems.spec("agents"), [])
    tired = agents()
    tired[0] = tired[0].with_aspect("Ex-cop", Aspect("Ex-cop", exhausted=True))
    driver = AgentsDriver.from_setup(
        AgentsDriver.setup_from_campaign(TableChoice(tired, None, {}, False)), RecordedRandom()
    )
    assert not driver.agent(ANNA).aspect("Ex-cop").exhausted  # rule A-22: fresh at the start
    assert len(driver.pile("draw")) == 52 and driver.names == (ANNA, BARA, CYRIL)


def test_the_setup_keeps_the_table_options_and_checks_them() -> None:
    driver = AgentsDriver.from_setup(setup(options={"step": 2}), RecordedRandom())
    assert (driver.status().threat_step, driver.status().milestone_step) == (2, 2)
    with pytest.raises(UserError, match="unknown agents table option 'speed'"):
        setup(options={"speed": 1})


# --- a test -------------------------------------------------------------------------------------


def test_a10_a17_the_draw_counts_aspects_equipment_trust_and_negative_aspects() -> None:
    # rule A-10, rule A-15, rule A-17, rule A-42
    driver = table()
    plan = TestPlan(
        aspects=("Ex-cop",),
        equipment=("Lockpicks",),
        trust=(BARA,),
        present=(BARA,),
        temporary=1,
        negative=("Broken arm",),
    )
    prepared = driver.prepare(ANNA, plan)
    assert prepared.setup.cards_needed(driver.options) == 6 and prepared.reserves == 1
    done = driver.perform(
        draw(
            ANNA,
            aspects=["Ex-cop"],
            equipment=["Lockpicks"],
            trust=[BARA],
            present=[BARA],
            temporary=1,
            negative=["Broken arm"],
        )
    )
    assert isinstance(done, ActionResult) and len(done.detail.cards) == 6
    assert driver.card_roles() == ["base", "aspect", "aspect", "aspect", "temporary", "negative"]
    assert driver.pending.cards == done.detail.cards and len(driver.pile("drawn")) == 6
    assert done.outcome == {"agent": ANNA, "cards": [c.notation for c in driver.pending.cards]}


def test_a16_the_preview_shows_what_the_choices_remove_and_changes_nothing() -> None:
    # rule A-11, rule A-16
    driver = table(mirror=True)
    driver.perform(draw(ANNA, "3H KS 7D", aspects=["Sharp eyes", "Ex-cop"]))
    before = driver.state_json()
    preview = driver.preview({"exhaust": ["Sharp eyes", "Ex-cop"]})
    assert [card.notation for card in preview.removed_by_advantage] == ["3H", "7D"]
    assert driver.state_json() == before
    done = driver.perform(resolve(exhaust=["Sharp eyes"]))
    assert done.detail.successes == 1 and done.detail.complications == 1
    text = line(resolve(exhaust=["Sharp eyes"]), done)
    assert "removed 3♥" in text and "exhausted 'Sharp eyes'" in text
    assert done.outcome == {
        "agent": ANNA,
        "successes": 1,
        "complications": 1,
        "reading": "mix",
        "kept": ["KS", "7D"],
        "removed": ["3H"],
        "discarded": [],
        "exhausted": ["Sharp eyes"],
        "new_aspects": [],
    }


def test_a19_a_kept_complication_becomes_a_negative_aspect() -> None:
    # rule A-19
    driver = table(mirror=True)
    driver.perform(draw(ANNA, "3H KS", aspects=["Sharp eyes"]))
    done = driver.perform(resolve(to_aspect=["Concussion"]))
    assert done.detail.complications == 0 and driver.status().complications == 0
    assert driver.agent(ANNA).aspect("Concussion").kind is AspectKind.NEGATIVE
    assert "new negative aspect 'Concussion'" in line(resolve(to_aspect=["Concussion"]), done)


def test_a22_a24_rest_and_a_dated_scene_end_with_reasons() -> None:
    # rule A-22, rule A-24
    driver = table(mirror=True)
    driver.perform(draw(ANNA, "3H KS", aspects=["Sharp eyes"]))
    driver.perform(resolve(exhaust=["Sharp eyes"]))
    rest_action = {"do": "rest", "agents": [ANNA, BARA]}
    rest = driver.perform(rest_action)
    assert rest.detail.marks == 2 and driver.status().rest_marks == 2
    assert not driver.agent(ANNA).aspect("Sharp eyes").exhausted
    assert line(rest_action, rest).startswith("A rest: Anna, Bara — +2 complication marks")
    end_action = {
        "do": "end_scene",
        "on": "2026-05-28",
        "changes": [{"agent": BARA, "toward": CYRIL, "to": "partial_distrust", "reason": "lies"}],
    }
    done = driver.perform(end_action)
    card = driver.state.relationship(BARA, CYRIL)
    assert card.level is Relation.PARTIAL_DISTRUST and str(card.history[-1].on) == "2026-05-28"
    assert line(end_action, done) == "Scene 1 ends; Bara → Cyril: Partial distrust (lies)"
    assert driver.status().scene == 2


def test_the_history_line_says_when_the_threat_rises_and_the_mission_ends() -> None:
    # rule A-30, rule A-32, rule A-34
    driver = AgentsDriver.from_setup(
        AgentsDriver.setup_from_campaign(
            TableChoice(agents(), None, {"step": 1, "final_level": 2}, True)
        ),
        RecordedRandom(),
    )
    driver.perform(draw(BARA, "KS 3H", aspects=["Hacker"]))
    first = driver.perform(resolve())
    assert first.outcome["track"] == {"threat": 1, "milestones": 1}
    assert line(resolve(), first).endswith("— Threat level 1; milestone 1")
    driver.perform(draw(BARA, "QS", aspects=[]))
    done = driver.perform(resolve())
    assert line(resolve(), done).endswith("— milestone 2; the mission ends: success, normal")
    end = driver.perform({"do": "end_scene"})
    assert end.outcome == {"scene": 1, "changes": [], "track": {"decided": True}}
    assert line({"do": "end_scene"}, end) == "Scene 1 ends — the outcome is final"


def test_reserves_restore_give_and_replenish() -> None:
    # rule A-15, rule A-17, rule A-22, rule A-42
    driver = table(mirror=True)
    driver.perform(draw(ANNA, "3H KS 4D", aspects=["Ex-cop", "Second sight"]))
    driver.perform(resolve(exhaust=["Second sight"]))
    assert driver.agent(ANNA).reserves == 1  # the special aspect cost one
    driver.perform({"do": "restore", "agent": ANNA, "aspect": "Second sight"})
    assert driver.agent(ANNA).reserves == 0
    driver.perform({"do": "give_reserve", "from": BARA, "to": ANNA})
    assert (driver.agent(ANNA).reserves, driver.agent(BARA).reserves) == (1, 2)
    driver.perform(draw(ANNA, "5H 6S 7H", aspects=["Ex-cop"], equipment=["Lockpicks"]))
    driver.perform(resolve(exhaust=["Lockpicks"]))
    assert driver.agent(ANNA).item("Lockpicks").exhausted
    replenish = {"do": "replenish", "agent": ANNA, "equipment": "Lockpicks"}
    done = driver.perform(replenish)
    assert done.outcome == {"agent": ANNA, "equipment": "Lockpicks"}
    assert line(replenish, done) == "Anna's 'Lockpicks' is replenished"
    assert not driver.agent(ANNA).item("Lockpicks").exhausted


def test_a_name_only_agent_tests_in_counts() -> None:
    # rule A-10, rule A-12
    driver = AgentsDriver.from_setup(
        {"agents": ["Dana", "Emil"], "mirror": True, "restore": False}, RecordedRandom()
    )
    driver.perform(
        {
            "do": "draw",
            "agent": "Dana",
            "setup": {"aspects": 1, "negative": 1},
            "cards": ["3H", "KS", "QS"],
        }
    )
    assert driver.card_roles() == ["base", "aspect", "negative"]
    done = driver.perform({"do": "resolve", "choices": {"exhaust": 1}})
    assert [c.notation for c in done.detail.kept] == ["KS"]
    assert [c.notation for c in done.detail.discarded] == ["QS"]
    assert (done.outcome["kept"], done.outcome["discarded"]) == (["KS"], ["QS"])
    with pytest.raises(UserError, match="holds only Dana's name"):
        driver.perform(draw("Dana", "2H", aspects=["Anything"]))


# --- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"do": "dance"}, "unknown action 'dance'"),
        (
            {"do": "rest", "agents": [ANNA], "sleep": True},
            "action 'rest': unknown field 'sleep' \\(known: agents, interrupted, present, restore\\)",
        ),
        ({"do": "rest", "agents": "Anna"}, "field 'agents' must be a list, not 'Anna'"),
        (
            {"do": "give_reserve", "from": 3, "to": ANNA},
            "action 'give_reserve': field 'from' must be text, not 3",
        ),
        (
            {"do": "draw", "agent": ANNA, "plan": {"aspects": ["Ex-cop", 2]}},
            "field 'plan.aspects\\[1\\]' must be text, not 2",
        ),
        ({"do": "resolve", "choices": {"threat": "2"}}, "field 'choices.threat' must be"),
        ({"do": "undo", "steps": 2}, "undo takes no fields, but was given 'steps'"),
        (
            {"do": "draw", "agent": ANNA, "plan": {}, "cards": ["KS"]},
            "typing the drawn cards is for mirror",
        ),
        (draw("Coordinator"), "only agents test, never the Coordinator"),
        (draw(ANNA, aspects=["Broken arm"]), "only the Coordinator uses it"),
        (resolve(), "no test is being played"),
        ({"do": "undo"}, "nothing to undo"),
        ({"do": "redo"}, "nothing to redo"),
        (
            {
                "do": "end_scene",
                "changes": [{"agent": ANNA, "toward": BARA, "to": "full_trust", "reason": "x"}],
            },
            "need the date they are written on",
        ),
        (
            {
                "do": "end_scene",
                "on": "2026-05-28",
                "changes": [{"agent": ANNA, "toward": ANNA, "to": "full_trust", "reason": " "}],
            },
            "no relationship card toward itself",
        ),
        ({"do": "rest", "agents": [CYRIL, ANNA]}, "Cyril cannot rest near Anna"),
        ({"do": "reserve", "agent": CYRIL, "purpose": "bribe"}, "not 'bribe'"),
        ({"do": "restore", "agent": ANNA, "aspect": "Ex-cop"}, "'Ex-cop' is not exhausted"),
        (
            {"do": "give_reserve", "from": ANNA, "to": BARA},
            "Bara accepts reserves only from an agent it trusts",
        ),
        (
            {"do": "play", "event": {"type": "rest", "agents": [ANNA]}},
            "only mirror sessions play them",
        ),
    ],
)
def test_a_refused_action_is_explained_and_stores_nothing(
    tmp_path: Path, action: dict[str, Any], message: str
) -> None:
    campaign, session = start(tmp_path / "c.carddesk")
    with campaign:
        before = session.driver.state_json()
        with pytest.raises(UserError, match=message) as refused:
            session.perform(action)
        assert "\n" not in str(refused.value)
        assert session.driver.state_json() == before
        assert campaign.session_events(session.session_id) == []


def test_refusals_while_cards_lie_on_the_table_keep_them_there(tmp_path: Path) -> None:
    campaign, session = start(tmp_path / "c.carddesk")
    with campaign:
        session.perform(draw(ANNA, aspects=["Sharp eyes"]))
        before = session.driver.state_json()
        for action in (
            {"do": "rest", "agents": [BARA]},
            draw(BARA),
            resolve(exhaust=["Ex-cop"]),
            {"do": "redo"},
        ):
            with pytest.raises(UserError):
                session.perform(action)
        assert session.driver.state_json() == before
        assert len(campaign.session_events(session.session_id)) == 1


def test_a_mirror_session_needs_the_typed_cards_and_refuses_impossible_ones() -> None:
    driver = table(mirror=True)
    with pytest.raises(UserError, match="mirrors the real deck: type the cards"):
        driver.perform(draw(ANNA, aspects=["Sharp eyes"]))
    with pytest.raises(UserError, match="this test draws 2 cards \\(1 base \\+ 1 aspect\\), not 1"):
        driver.perform(draw(ANNA, "KS", aspects=["Sharp eyes"]))
    with pytest.raises(UserError, match="'XX' is not a card"):
        driver.perform(draw(ANNA, "KS XX", aspects=["Sharp eyes"]))
    driver.perform(draw(ANNA, "QH 10S", aspects=["Sharp eyes"]))
    assert [card.notation for card in driver.pending.cards] == ["QH", "10S"]
    driver.perform(resolve())
    with pytest.raises(UserError, match="Q♥ was already drawn: it is in the complication pile"):
        driver.perform(draw(BARA, "QH", aspects=[]))


# --- undo, redo, replay ------------------------------------------------------------------------


def test_undo_and_redo_take_back_one_action_and_say_which(tmp_path: Path) -> None:
    campaign, session = start(tmp_path / "c.carddesk", mirror=True)
    with campaign:
        assert session.undo_event() is None and session.redo_event() is None
        session.perform(draw(ANNA, "3H KS", aspects=["Sharp eyes"]))
        undo = session.undo_event()
        assert LINES.describe_action(undo["action"], undo["outcome"]) == (
            "Anna draws 3♥ (red) K♠ (black)"
        )
        session.perform({"do": "undo"})  # the cards go back on the deck
        assert session.driver.pending is None and len(session.driver.pile("draw")) == 52
        session.perform({"do": "redo"})  # the same cards again
        assert [card.notation for card in session.driver.pending.cards] == ["3H", "KS"]
        session.perform(resolve())
        sorted_state = session.driver.state_json()
        session.perform({"do": "rest", "agents": [BARA]})
        rested = session.driver.state_json()
        assert LINES.describe_action(**_parts(session.undo_event())) == (
            "A rest: Bara — +1 complication mark"
        )
        session.perform({"do": "undo"})
        assert session.driver.state_json() == sorted_state
        assert session.driver.status().complications == 1  # the test's, not the rest's mark
        assert LINES.describe_action(**_parts(session.undo_event())).startswith("Anna's test: ")
        assert LINES.describe_action(**_parts(session.redo_event())) == (
            "A rest: Bara — +1 complication mark"
        )
        session.perform({"do": "undo"})  # the sorting: the cards lie on the table again
        assert session.driver.pending.agent == ANNA and session.driver.status().successes == 0
        assert session.driver.pile("drawn") == list(session.driver.pending.cards)
        session.perform({"do": "undo"})  # the draw
        assert session.driver.pending is None and len(session.driver.pile("draw")) == 52
        assert exported(session)["events"] == []
        for _ in range(3):
            session.perform({"do": "redo"})
        assert session.driver.state_json() == rested
        with pytest.raises(UserError, match="nothing to redo"):
            session.perform({"do": "redo"})
        session.perform({"do": "undo"})
        session.perform(draw(BARA, "2S", aspects=[]))
        assert session.redo_event() is None  # a new action forgets what could be redone
        events = campaign.session_events(session.session_id)
        assert [event.get("undid", event.get("redid")) for event in events] == [
            None, 1, 1, None, None, 5, 4, 1, 1, 4, 5, 5, None
        ]  # fmt: skip


def _parts(event: dict[str, Any]) -> dict[str, Any]:
    return {"action": event["action"], "outcome": event["outcome"]}


def test_a_stored_session_replays_exactly(tmp_path: Path) -> None:
    path = tmp_path / "c.carddesk"
    campaign, session = start(path)
    with campaign:
        played(session)
        state = session.driver.state_json()
        assert state["pending"]["agent"] == CYRIL
    with CampaignFile.open(path) as reopened:
        [summary] = reopened.sessions()
        resumed = PlaySession.resume(reopened, summary.id, AgentsDriver)
        assert resumed.driver.state_json() == state
        assert resumed.events == session.events
        assert all("text" not in event for event in resumed.events)  # data, rendered when shown
        assert [done.action for done in resumed.history.done] == [
            done.action for done in session.history.done
        ]
        resumed.perform(resolve())  # the drawn test carries on after the restart
        assert resumed.driver.pending is None


def test_a_mirror_session_replays_exactly(tmp_path: Path) -> None:
    path = tmp_path / "c.carddesk"
    campaign, session = start(path, mirror=True)
    with campaign:
        played(
            session, [draw(ANNA, "QH 10S", aspects=["Sharp eyes"]), resolve(), {"do": "fresh_deck"}]
        )
        state = session.driver.state_json()
    with CampaignFile.open(path) as reopened:
        resumed = PlaySession.resume(reopened, session.session_id, AgentsDriver)
        assert resumed.driver.state_json() == state
        assert len(resumed.driver.pile("draw")) == 52 and resumed.driver.status().successes == 1


# --- the mission log --------------------------------------------------------------------------


def test_the_exported_session_is_a_valid_replay_log(tmp_path: Path, capsys) -> None:
    campaign, session = start(tmp_path / "c.carddesk")
    with campaign:
        played(session)
        log = exported(session)
    assert log["system"] == "agents" and log["agents"] == [ANNA, BARA, CYRIL]
    assert [event["type"] for event in log["events"]] == ["test", "test", "rest", "scene_end"]
    path = tmp_path / "mission.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 4
    assert lines[-1] == {"event": 4, **session.driver.status().to_json()}
    assert played_log(log).driver.status() == session.driver.status()


def test_a16_chosen_removals_resume_and_export_as_a_valid_replay_log(
    tmp_path: Path, capsys
) -> None:
    # rule A-16: the card the player removed at the real table is the one the app removes
    path = tmp_path / "c.carddesk"
    campaign, session = start(path, mirror=True)
    with campaign:
        session.perform(draw(ANNA, "3H KS 7D", aspects=["Sharp eyes", "Ex-cop"]))
        with pytest.raises(UserError, match="KS is a success: only a disadvantage removes one"):
            session.perform(resolve(exhaust=["Sharp eyes"], remove=["KS"]))
        done = session.perform(resolve(exhaust=["Sharp eyes"], remove=["7D"]))
        assert "removed 7♦" in line(resolve(), done) and done.outcome["removed"] == ["7D"]
        played(session, [draw(BARA, "2S 4H", aspects=["Hacker"]), resolve()])
        state = session.driver.state_json()
        log = exported(session)
    assert state["piles"]["complication"] == ["3H", "4H"] and state["piles"]["discard"] == ["7D"]
    assert log["events"][0]["remove"] == ["7D"] and "remove" not in log["events"][1]
    with CampaignFile.open(path) as reopened:
        resumed = PlaySession.resume(reopened, session.session_id, AgentsDriver)
        assert resumed.driver.state_json() == state
        setup_json, actions = AgentsDriver.import_log({**log, "name": "Imported"})
        again = PlaySession.start(reopened, AgentsDriver, "Imported", setup_json)
        played(again, actions)
        assert again.driver.pile("discard") == session.driver.pile("discard")
        assert exported(again) == log
    log_path = tmp_path / "mission.json"
    log_path.write_text(json.dumps(log), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["replay", str(log_path), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[-1] == {"event": 2, **session.driver.status().to_json()}


def test_a16_a_test_in_counts_names_its_removed_cards_too() -> None:
    # rule A-16
    setup_json, _ = AgentsDriver.import_log({"system": "agents", "agents": [ANNA], "events": []})
    history = History(lambda rng: AgentsDriver.from_setup(setup_json, rng), RecordedRandom(), [])
    history.perform(
        {"do": "draw", "agent": ANNA, "setup": {"aspects": 2}, "cards": ["3H", "KS", "7D"]}
    )
    done = history.perform({"do": "resolve", "choices": {"exhaust": 1, "remove": ["7D"]}})
    assert [card.notation for card in done.detail.kept] == ["3H", "KS"]
    log = AgentsDriver.export_log(
        {"table": setup_json, "random": list(history.opening)}, history.done
    )
    assert log["events"][-1]["remove"] == ["7D"]


def test_a_mission_log_imports_as_a_session_that_exports_the_same_log(tmp_path: Path) -> None:
    campaign, session = start(tmp_path / "c.carddesk")
    with campaign:
        played(session)
        log = exported(session)
        setup_json, actions = AgentsDriver.import_log({**log, "name": "Mission"})
        again = PlaySession.start(campaign, AgentsDriver, "Imported", setup_json)
        played(again, actions)
        assert exported(again) == log
        assert again.driver.status() == session.driver.status()
        resumed = PlaySession.resume(campaign, again.session_id, AgentsDriver)
        assert resumed.driver.state_json() == again.driver.state_json()


def test_an_imported_scene_end_without_dates_is_dated_once(tmp_path: Path) -> None:
    log = {
        "system": "agents",
        "agents": [ANNA, BARA],
        "events": [
            {
                "type": "scene_end",
                "relationships": [
                    {"agent": ANNA, "toward": BARA, "to": "full_trust", "reason": "x"}
                ],
            }
        ],
    }
    _setup, actions = AgentsDriver.import_log(log)
    assert "on" in actions[0]["event"]["relationships"][0]
    driver = AgentsDriver.from_setup(_setup, RecordedRandom())
    with pytest.raises(UserError, match="need their date"):
        driver.perform({"do": "play", "event": log["events"][0]})
    driver.perform(actions[0])
    assert driver.state.relationship(ANNA, BARA).level is Relation.FULL_TRUST


# --- a crash ---------------------------------------------------------------------------------

KILLED_PLAYER = textwrap.dedent(
    """
    import json, os, signal, sys
    from deskapp.systems.agents.driver import AgentsDriver
    from deskapp.core.play.session import PlaySession
    from deskapp.core.store import CampaignFile

    campaign = CampaignFile.open(sys.argv[1])
    session = PlaySession.resume(campaign, int(sys.argv[2]), AgentsDriver)
    for action in json.loads(sys.argv[3]):
        setup = campaign.session_setup(int(sys.argv[2]))
        if action["do"] == "draw" and AgentsDriver.export_log(setup, session.history.done)["events"]:
            print(json.dumps(session.driver.state_json()), flush=True)
            os.kill(os.getpid(), signal.SIGKILL)  # between draws, as a power cut would
        session.perform(action)
    """
)


def test_a_killed_session_resumes_as_it_was_just_before_dying(tmp_path: Path, killed_run) -> None:
    path = tmp_path / "c.carddesk"
    campaign, session = start(path)
    session_id = session.session_id
    campaign.close()
    printed = killed_run(KILLED_PLAYER, str(path), str(session_id), json.dumps(PLAY))
    last_words = json.loads(printed[-1])
    assert last_words["status"]["successes"] + last_words["status"]["complications"] > 0
    with CampaignFile.open(path) as reopened:
        resumed = PlaySession.resume(reopened, session_id, AgentsDriver)
        assert resumed.driver.state_json() == last_words
        assert len(resumed.events) == 3  # the first test (draw and sorting) and the gift


# --- writing play back onto the sheets ---------------------------------------------------------


def test_sheet_updates_hold_the_agents_as_the_mission_left_them() -> None:
    # rules written back onto the campaign's sheets
    sheets = agents()
    sheets[1] = dataclasses.replace(sheets[1], notes="Owes Anna a favour", portrait="bara.png")
    driver = AgentsDriver.from_setup(
        AgentsDriver.setup_from_campaign(TableChoice(sheets, COORDINATOR, {}, True)),
        RecordedRandom(),
    )
    assert driver.sheet_updates()["characters"][BARA] == sheets[1].to_json()
    for action in [
        draw(ANNA, "3H KS 7D 8H", aspects=["Sharp eyes", "Ex-cop"], equipment=["Lockpicks"]),
        resolve(exhaust=["Lockpicks", "Sharp eyes"], to_aspect=["Concussion"]),
        draw(ANNA, "5S 6S", aspects=["Ex-cop"], removing=["Broken arm"]),
        resolve(),
        {"do": "reserve", "agent": ANNA, "purpose": "item"},
        draw(BARA, "2S 4S", aspects=["Hacker"]),
        resolve(threat=1, coordinator_reserves=1),
        {
            "do": "end_scene",
            "on": "2026-05-28",
            "changes": [
                {"agent": ANNA, "toward": BARA, "to": "full_trust", "reason": "she pulled me out"}
            ],
        },
        draw(CYRIL, "9H", aspects=[]),  # still on the table: it has changed nothing yet
    ]:
        driver.perform(action)
    updates = driver.sheet_updates()
    assert set(updates["characters"]) == {ANNA, BARA, CYRIL}
    anna = Agent.from_json(updates["characters"][ANNA])
    assert anna.item("Lockpicks").exhausted and anna.aspect("Sharp eyes").exhausted
    assert anna.aspect("Concussion").kind is AspectKind.NEGATIVE
    assert not anna.has_aspect("Broken arm") and anna.reserves == 1
    [card] = anna.relationships  # no Neutral cards written toward Cyril
    assert card.level is Relation.FULL_TRUST
    assert (card.history[0].reason, card.history[0].on) == ("she pulled me out", date(2026, 5, 28))
    bara = Agent.from_json(updates["characters"][BARA])
    assert (bara.notes, bara.portrait, bara.relationships) == ("Owes Anna a favour", "bara.png", ())
    assert updates["characters"][CYRIL] == sheets[2].to_json()
    # the mission started the Coordinator at one reserve per player (3), not the sheet's 2.
    assert Coordinator.from_json(updates["game_master"]).reserves == 2


def test_only_sessions_of_campaign_sheets_write_back() -> None:
    imported, _ = AgentsDriver.import_log({"system": "agents", "agents": [ANNA], "events": []})
    older = {key: value for key, value in setup().items() if key != "campaign_sheets"}
    for setup_json in (imported, older):
        driver = AgentsDriver.from_setup(setup_json, RecordedRandom())
        assert driver.sheet_updates() == {"characters": {}, "game_master": None}


def test_a07_a_new_mission_starts_the_coordinator_at_one_reserve_per_player_plus_rewards() -> None:
    # rule A-07
    rewarded = dataclasses.replace(COORDINATOR, reserves=0, rewards=2)
    choice = TableChoice(agents(), rewarded, {}, False)
    driver = AgentsDriver.from_setup(AgentsDriver.setup_from_campaign(choice), RecordedRandom())
    assert driver.state.coordinator_reserves == 5  # 3 players + 2 rewards, whatever was left
    assert driver.state.coordinator.reserves == 5
    two = TableChoice(agents()[:2], rewarded, {}, False)
    assert AgentsDriver.setup_from_campaign(two)["coordinator"]["reserves"] == 4


def test_a07_a_mission_log_cannot_spend_more_coordinator_reserves_than_held() -> None:
    # rule A-07: a log's Coordinator holds one reserve per agent plus its rewards
    events = [
        {
            "type": "test",
            "agent": ANNA,
            "cards": ["KS", "QS", "JS"],
            "exhaust": 0,
            "negative": 0,
            "negative_exhausted": 0,
            "temporary": 0,
            "to_aspect": 0,
            "disadvantages": 3,
            "raised": 3,
            "danger": False,
        },
        {
            "type": "test",
            "agent": BARA,
            "cards": ["2S"],
            "exhaust": 0,
            "negative": 0,
            "negative_exhausted": 0,
            "temporary": 0,
            "to_aspect": 0,
            "disadvantages": 1,
            "raised": 1,
        },
    ]
    log = {"system": "agents", "agents": [ANNA, BARA, CYRIL], "events": events}
    with pytest.raises(MissionLogError, match=r"event 2.*the Coordinator has 0 reserves, not 1"):
        played_log(log)
    played_log(log | {"coordinator_rewards": 1})  # with a reward it holds 4
    _, actions = AgentsDriver.import_log(log)
    driver = AgentsDriver.from_setup(AgentsDriver.import_log(log)[0], RecordedRandom())
    driver.perform(actions[0])
    with pytest.raises(UserError, match="the Coordinator has 0 reserves, not 1"):
        driver.perform(actions[1])


# --- mirror resync (issue 15): a typed card the app holds elsewhere goes back to the draw pile


AGENTS_PILES = ("draw", "discard", "drawn", "success", "complication")


def agents_deck(driver: Any) -> list[Card]:
    return [card for pile in AGENTS_PILES for card in driver.pile(pile)]


def assert_whole(cards: list[Card], size: int) -> None:
    """The deck's invariant: every card once, none duplicated or lost."""
    assert len(cards) == size
    assert max(Counter(cards).values()) == 1


def agents_mirror_with_qd_in_complications(tmp_path: Path):
    campaign, session = start(tmp_path / "c.carddesk", mirror=True)
    session.perform(draw(ANNA, "QD 10S", aspects=["Sharp eyes"]))
    session.perform(resolve())
    assert [card.notation for card in session.driver.pile("complication")] == ["QD"]
    return campaign, session


def test_agents_a_card_already_drawn_is_refused_with_its_correction(tmp_path: Path) -> None:
    campaign, session = agents_mirror_with_qd_in_complications(tmp_path)
    with campaign:
        with pytest.raises(MisplacedCardError) as refused:
            session.perform(draw(BARA, "QD", aspects=[]))
        error = refused.value
        assert str(error) == "Q♦ was already drawn: it is in the complication pile"
        assert error.offer == "Take Q♦ from the complication pile"
        assert error.correction == {"do": "take_back", "card": "QD"}


def test_agents_take_back_puts_the_card_on_top_of_the_draw_pile_and_undo_returns_it(
    tmp_path: Path,
) -> None:
    campaign, session = agents_mirror_with_qd_in_complications(tmp_path)
    with campaign:
        before = session.driver.state_json()
        status = session.driver.status()
        result = session.perform({"do": "take_back", "card": "QD"})
        assert result.outcome == {"card": "QD", "from": "complication"}
        driver = session.driver
        assert driver.pile("draw")[-1] == parse_card("QD")  # the top: the last card
        assert driver.pile("complication") == []
        assert_whole(agents_deck(driver), 52)
        assert driver.status() == status  # the score stays: the test was played
        line = LINES.describe_action({"do": "take_back", "card": "QD"}, result.outcome)
        assert line == "Correction: Q♦ taken from the complication pile back onto the draw pile"
        assert "A-" not in line
        # The typed draw now goes through, and one undo takes back only that draw.
        session.perform(draw(BARA, "QD", aspects=[]))
        assert [card.notation for card in driver.pending.cards] == ["QD"]
        session.perform({"do": "undo"})  # the kernel rebuilds the driver without the draw
        after = session.driver
        assert after.pile("draw")[-1] == parse_card("QD") and after.pending is None
        assert after.pile("complication") == []
        session.perform({"do": "undo"})  # the correction
        assert session.driver.state_json() == before
        assert_whole(agents_deck(session.driver), 52)
        session.perform({"do": "redo"})
        assert session.driver.pile("complication") == []


def test_agents_take_back_from_the_discard_pile(tmp_path: Path) -> None:
    # rule A-16: the removed 7D goes to the discard pile, where the real deck says it is not
    campaign, session = start(tmp_path / "c.carddesk", mirror=True)
    with campaign:
        session.perform(draw(ANNA, "3H KS 7D", aspects=["Sharp eyes", "Ex-cop"]))
        session.perform(resolve(exhaust=["Sharp eyes"], remove=["7D"]))
        assert session.driver.pile("discard") == [parse_card("7D")]
        with pytest.raises(MisplacedCardError) as refused:
            session.perform(draw(BARA, "7D", aspects=[]))
        assert refused.value.offer == "Take 7♦ from the discard pile"
        result = session.perform(refused.value.correction)
        assert result.outcome == {"card": "7D", "from": "discard"}
        assert session.driver.pile("draw")[-1] == parse_card("7D")
        assert session.driver.pile("discard") == []
        assert_whole(agents_deck(session.driver), 52)
        session.perform(draw(BARA, "7D", aspects=[]))


def test_agents_take_back_is_refused_outside_mirror_sessions_and_for_cards_not_in_the_deck(
    tmp_path: Path,
) -> None:
    campaign, session = start(tmp_path / "c.carddesk", mirror=False)
    with campaign:
        with pytest.raises(UserError) as refused:
            session.perform({"do": "take_back", "card": "QD"})
        assert str(refused.value) == (
            "taking a card back is for mirror sessions: this session draws from the app's "
            "shuffled deck"
        )
        assert "\n" not in str(refused.value)
        assert campaign.session_events(session.session_id) == []
    campaign, session = start(tmp_path / "m.carddesk", mirror=True)
    with campaign:
        with pytest.raises(UserError, match="red joker is not in the mission deck"):
            session.perform({"do": "take_back", "card": "RJ"})
        with pytest.raises(UserError, match="already in the draw pile: there is nothing"):
            session.perform({"do": "take_back", "card": "QD"})
        with pytest.raises(UserError, match="'QX' is not a card"):
            session.perform({"do": "take_back", "card": "QX"})
        assert campaign.session_events(session.session_id) == []


def test_agents_a_session_with_a_correction_resumes_exports_and_replays(
    tmp_path: Path, capsys
) -> None:
    path = tmp_path / "c.carddesk"
    campaign, session = agents_mirror_with_qd_in_complications(tmp_path)
    with campaign:
        session.perform({"do": "take_back", "card": "QD"})
        session.perform(draw(BARA, "QD", aspects=[]))
        session.perform(resolve())
        state = session.driver.state_json()
        log = exported(session)
    assert [event["type"] for event in log["events"]] == ["test", "take_back", "test"]
    assert log["events"][1] == {"type": "take_back", "card": "QD", "from": "complication"}
    with CampaignFile.open(path) as reopened:
        resumed = PlaySession.resume(reopened, session.session_id, AgentsDriver)
        assert resumed.driver.state_json() == state
        # Imported back (a mission log played event by event), the correction says itself.
        setup_json, actions = AgentsDriver.import_log({**log, "name": "Imported"})
        again = PlaySession.start(reopened, AgentsDriver, "Imported", setup_json)
        results = [again.perform(action) for action in actions]
        assert exported(again) == log
        assert line(actions[1], results[1]) == (
            "Correction: Q♦ taken from the complication pile back onto the draw pile"
        )
    assert played_log(log).driver.status() == session.driver.status()
    log_path = tmp_path / "mission.json"
    log_path.write_text(json.dumps(log), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["replay", str(log_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Replayed 3 events of a mission")
    assert "Corrections: Q♦ taken back from the complication pile." in out
    # A log whose correction names the wrong pile is refused with its event number.
    log["events"][1]["from"] = "success"
    log_path.write_text(json.dumps(log), encoding="utf-8")
    assert cli.main(["replay", str(log_path)]) == 2
    assert "event 2" in capsys.readouterr().err
