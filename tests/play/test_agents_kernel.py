"""The Agents table under the play kernel: one undo and redo, old stored sessions, history lines."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QObject

from deskapp import cli
from deskapp.core import i18n, systems
from deskapp.core.cards import parse_card
from deskapp.core.errors import UserError
from deskapp.core.play.describe import action_line, describe_event
from deskapp.core.play.kernel import History, NothingToRedoError, NothingToUndoError
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import TableChoice
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.describe import HistoryLines
from deskapp.systems.agents.driver import PILES, AgentsDriver
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    Coordinator,
    Relation,
    Relationship,
    ThreatCard,
)

FIXTURE = Path(__file__).parent.parent / "fixtures" / "agents_old_sessions.json"
ANNA, BARA, CYRIL = "Anna", "Bara", "Cyril"
NAMES = (ANNA, BARA, CYRIL)
ASPECTS = {ANNA: ("Sharp eyes", "Ex-cop"), BARA: ("Hacker", "Night owl"), CYRIL: ("Medic",)}
SMALL_DECK = {"deck": "red_black", "black": 6, "red": 6}


class _Lines(HistoryLines, QObject):
    """The Agents screen's history lines, without the screen."""


def agents() -> list[Agent]:
    return [
        Agent(
            ANNA,
            tuple(Aspect(text) for text in ASPECTS[ANNA]),
            reserves=2,
            relationships=(Relationship(BARA, Relation.PARTIAL_TRUST),),
        ),
        Agent(
            BARA,
            tuple(Aspect(text) for text in ASPECTS[BARA]),
            reserves=3,
            relationships=(Relationship(ANNA, Relation.FULL_TRUST),),
        ),
        Agent(CYRIL, tuple(Aspect(text) for text in ASPECTS[CYRIL]), reserves=1),
    ]


def setup(options: dict[str, Any] | None = None) -> dict[str, Any]:
    coordinator = Coordinator((ThreatCard("The hum"),), reserves=2)
    return AgentsDriver.setup_from_campaign(
        TableChoice(agents(), coordinator, options or {}, False)
    )


def held(driver: AgentsDriver) -> Counter:
    return Counter(card for pile in PILES for card in driver.pile(pile))


# --- undo and redo against the actions in effect ---------------------------------------------


def action_for(kind: str, pick: int, driver: AgentsDriver) -> dict[str, Any]:
    """A table action of ``kind``, its details chosen by ``pick``; the rules may refuse it."""
    agent, other = NAMES[pick % 3], NAMES[(pick // 3) % 3]
    if kind == "draw":
        aspects = [text for i, text in enumerate(ASPECTS[agent]) if pick >> (i + 4) & 1]
        return {"do": "draw", "agent": agent, "plan": {"aspects": aspects}}
    if kind == "resolve":
        pending = driver.pending
        plan = pending.plan if pending is not None else None
        exhaust = list(plan.aspects[:1]) if plan is not None and pick % 2 else []
        return {"do": "resolve", "choices": {"exhaust": exhaust} if exhaust else {}}
    if kind == "rest":
        return {"do": "rest", "agents": sorted({agent, other})}
    if kind == "reserve":
        purpose = ("detail", "item", "reach", "vote")[pick % 4]
        return {"do": "reserve", "agent": agent, "purpose": purpose}
    if kind == "give_reserve":
        return {"do": "give_reserve", "from": agent, "to": other}
    if kind == "restore":
        return {
            "do": "restore",
            "agent": agent,
            "aspect": ASPECTS[agent][pick % len(ASPECTS[agent])],
        }
    if kind == "end_scene":
        if agent == other:
            return {"do": "end_scene"}
        change = {"agent": agent, "toward": other, "to": "full_trust", "reason": "a reason"}
        return {"do": "end_scene", "on": "2026-05-28", "changes": [change]}
    return {"do": "fresh_deck"}


KINDS = (
    "draw",
    "resolve",
    "rest",
    "reserve",
    "give_reserve",
    "restore",
    "end_scene",
    "fresh_deck",
    "undo",
    "redo",
)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    small=st.booleans(),
    steps=st.lists(
        st.tuples(st.sampled_from(KINDS + ("draw", "resolve", "undo")), st.integers(0, 2**10)),
        max_size=40,
    ),
)
def test_undo_and_redo_give_exactly_the_table_before_and_after(
    seed, small, steps, replayed_in_effect
) -> None:
    """Random actions, undos and redos: each undo gives exactly the table before the action it
    takes back, each redo exactly the table after it; no card is ever duplicated or lost; and
    the table is the one replaying the actions in effect from the setup gives."""
    table = setup(SMALL_DECK if small else None)
    rng = RecordedRandom(random.Random(seed))
    driver = AgentsDriver.from_setup(table, rng)
    history = History(
        lambda random_: AgentsDriver.from_setup(table, random_), rng, rng.take_recorded()
    )
    deck = held(history.driver)
    assert deck == Counter(AgentsOptions.from_json(table["options"]).deck_spec().cards())
    assert history.driver.state_json() == driver.state_json()
    tables = [history.driver.state_json()]  # the table after each action in effect
    undone: list[dict[str, Any]] = []  # the tables that redo would bring back, last first
    for kind, pick in steps:
        before = history.driver.state_json()
        if kind == "undo":
            if len(tables) == 1:
                with pytest.raises(NothingToUndoError):
                    history.perform({"do": "undo"})
            else:
                history.perform({"do": "undo"})
                undone.append(tables.pop())
                assert history.driver.state_json() == tables[-1]
        elif kind == "redo":
            if not undone:
                with pytest.raises(NothingToRedoError):
                    history.perform({"do": "redo"})
            else:
                history.perform({"do": "redo"})
                tables.append(undone.pop())
                assert history.driver.state_json() == tables[-1]
        else:
            action = action_for(kind, pick, history.driver)
            try:
                history.perform(json.loads(json.dumps(action)))
            except UserError as refusal:
                assert "\n" not in str(refusal)
                assert history.driver.state_json() == before  # a refusal changes nothing
            else:
                tables.append(history.driver.state_json())
                undone.clear()
        assert len(history.done) == len(tables) - 1 and len(history.undone) == len(undone)
        assert held(history.driver) == deck and sum(held(history.driver).values()) == deck.total()
    again = replayed_in_effect(AgentsDriver, table, history)
    assert again.state_json() == history.driver.state_json()


# --- sessions stored before the kernel ------------------------------------------------------------


def old_sessions() -> dict[str, dict[str, Any]]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return {session["name"]: session for session in data["sessions"]}


def table_and_log(old_state: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """A state stored by the old driver: the table, and the mission log it kept of its own
    (now exported from the kernel's actions in effect).

    The old driver let a Threat level reached only through this scene's rest marks lead
    before it was in effect; who leads counts the level in effect since (A-33 with A-22).
    Its one ``step`` was the Threat's and the milestones' (A-30, A-32: the same for these
    three agents); the status now names both."""
    table = {key: value for key, value in old_state.items() if key != "log"}
    status = {key: value for key, value in table["status"].items() if key != "step"} | {
        "threat_step": table["status"]["step"],
        "milestone_step": table["status"]["step"],
    }
    table["status"] = status
    threat, milestones = status["threat_in_effect"], status["milestones"]
    if threat < status["threat"]:
        assert threat != milestones or threat == 0, "the fixture has no tie above 0 here"
        leading = "threat" if threat > milestones else "milestone" if milestones > threat else None
        table["status"] = status | {"leading": leading}
    return table, old_state["log"]


def exported(old: dict[str, Any], history: History) -> dict[str, Any]:
    return AgentsDriver.export_log(old["setup"], history.done)


def stored(path: Path, old: dict[str, Any]) -> tuple[CampaignFile, int]:
    campaign = CampaignFile.open(path)
    session_id = campaign.create_session("agents", old["name"], old["setup"])
    for event in old["events"]:
        campaign.append_session_event(session_id, event)
    return campaign, session_id


def test_an_old_stored_session_resumes_to_the_same_table(tmp_path: Path) -> None:
    old = old_sessions()["plain"]
    assert [event["action"]["do"] for event in old["events"]].count("undo") == 6
    campaign, session_id = stored(tmp_path / "c.carddesk", old)
    with campaign:
        session = PlaySession.resume(campaign, session_id, AgentsDriver)
        table, log = table_and_log(old["states"][-1])
        assert session.driver.state_json() == table
        assert exported(old, session.history) == log
        assert session.events == old["events"]  # resuming rewrites nothing
        session.perform({"do": "resolve", "choices": {}})  # Cyril's drawn test carries on
        assert session.driver.pending is None
        session.perform({"do": "undo"})
        assert session.driver.state_json() == table
        assert exported(old, session.history) == log


@pytest.mark.parametrize("name", ["plain", "tests_undone", "mirror"])
def test_old_sessions_replay_event_by_event_through_the_kernel(name: str) -> None:
    """Each stored event, old undos and redos included, reaches the table the old driver had:
    :meth:`AgentsDriver.legacy_actions` says what each is for the kernel (an old undo after a
    sorted test took back its draw too, and a stored ``cancel`` was an undo of the draw)."""
    old = old_sessions()[name]
    rng = RecordedRandom()
    table = old["setup"]["table"]
    history = History(
        lambda random_: AgentsDriver.from_setup(table, random_), rng, old["setup"]["random"]
    )
    for number, (event, state) in enumerate(zip(old["events"], old["states"], strict=True), 1):
        steps = AgentsDriver.legacy_actions(
            event["action"],
            [done.action for done in history.done],
            [done.action for done in history.undone],
        )
        rng.replay(event["random"])
        for step in steps:
            history.perform(step, number)
        assert rng.pending == 0
        rng.take_recorded()
        table, log = table_and_log(state)
        assert history.driver.state_json() == table, f"event {number}: {event['text']}"
        assert exported(old, history) == log, f"event {number}: {event['text']}"


@pytest.mark.parametrize("name", ["tests_undone", "mirror"])
def test_old_sessions_that_undid_whole_tests_resume_to_the_same_table(
    tmp_path: Path, name: str
) -> None:
    old = old_sessions()[name]
    campaign, session_id = stored(tmp_path / "c.carddesk", old)
    with campaign:
        session = PlaySession.resume(campaign, session_id, AgentsDriver)
        table, log = table_and_log(old["states"][-1])
        assert session.driver.state_json() == table
        assert exported(old, session.history) == log


def test_legacy_actions_leave_new_events_alone() -> None:
    resolve = {"do": "resolve", "choices": {}}
    draw = {"do": "draw", "agent": ANNA, "plan": {}}
    legacy = AgentsDriver.legacy_actions
    assert legacy({"do": "cancel"}, [draw], []) == [{"do": "undo"}]
    assert legacy({"do": "undo"}, [draw, resolve], []) == [{"do": "undo"}, {"do": "undo"}]
    assert legacy({"do": "undo"}, [draw], []) == [{"do": "undo"}]
    assert legacy({"do": "undo"}, [{"do": "rest", "agents": [ANNA]}], []) == [{"do": "undo"}]
    assert legacy({"do": "redo"}, [], [resolve, draw]) == [{"do": "redo"}, {"do": "redo"}]
    assert legacy({"do": "redo"}, [], [draw]) == [{"do": "redo"}]
    assert legacy(resolve, [draw], []) == [resolve]


# --- history lines ---------------------------------------------------------------------------------


def test_history_lines_are_written_from_stored_data_when_shown(tmp_path: Path) -> None:
    campaign = CampaignFile.open(tmp_path / "c.carddesk")
    with campaign:
        session = PlaySession.start(
            campaign, AgentsDriver, "Mission", setup(), RecordedRandom(random.Random(4))
        )
        for action in (
            {"do": "draw", "agent": ANNA, "plan": {"aspects": ["Sharp eyes"]}},
            {"do": "resolve", "choices": {"exhaust": ["Sharp eyes"]}},
            {"do": "give_reserve", "from": BARA, "to": ANNA},
            {"do": "reserve", "agent": ANNA, "purpose": "vote"},
            {"do": "undo"},
            {"do": "redo"},
        ):
            session.perform(action)
        events = campaign.session_events(session.session_id)
        assert all("text" not in event for event in events)
        drawn = events[0]["outcome"]["cards"]
        assert events[0]["outcome"] == {"agent": ANNA, "cards": drawn}
        assert events[2]["outcome"] == {"from": BARA, "to": ANNA}
        assert events[3]["outcome"] == {"agent": ANNA, "purpose": "vote"}
        assert (events[4]["undid"], events[5]["redid"]) == (4, 4)
        english = _Lines()
        lines = [english.describe_action(event["action"], event["outcome"]) for event in events[:4]]
        colours = " ".join(
            f"{parse_card(card).label} ({'red' if card[-1] in 'HD' else 'black'})" for card in drawn
        )
        assert lines[0] == f"Anna draws {colours}"
        assert lines[1].startswith("Anna's test: ") and "exhausted 'Sharp eyes'" in lines[1]
        assert lines[2:] == [
            "Bara gives Anna a reserve",
            "Anna spends a reserve to add a vote in a vote",
        ]
        # Another language: every line's words change, the names in them do not; the cards
        # are written as that language's players name them (D♥ for a queen in French).
        i18n.set_language("fr")
        translated = [english.describe_action(e["action"], e["outcome"]) for e in events[:4]]
        french = [parse_card(card).label for card in drawn]
        i18n.set_language("en")
        assert "Bara" in translated[2] and "Anna" in translated[2]
        assert all(a != b for a, b in zip(lines, translated, strict=True))
        assert all(card in translated[0] for card in french)
        assert campaign.session_events(session.session_id) == events  # storage switched nothing


def test_an_old_event_without_an_outcome_still_names_its_action() -> None:
    """An event stored before outcomes were kept holds its line as text: the history and
    Edit → Undo say that line in every language, never a line the Agents describer would
    have to guess without an outcome."""
    spec = systems.spec("agents")
    kinds: set[str] = set()
    for session in json.loads(FIXTURE.read_text(encoding="utf-8"))["sessions"]:
        events, table = session["events"], session["setup"]["table"]
        for event in events:
            kinds.add(event["action"]["do"])
            assert "outcome" not in event
            for language in ("en", "cs", "fr"):
                assert describe_event(spec, event, events, table, language) == event["text"]
                assert action_line(spec, event, table, language) == event["text"]
    assert {"draw", "resolve", "rest", "reserve", "cancel"} <= kinds


# --- the session format's documentation ---------------------------------------------------------

DOC = Path(__file__).parent.parent.parent / "docs" / "sessions" / "agents.md"


def _block(text: str, marker: str) -> str:
    start = text.index("```", text.index(marker))
    start = text.index("\n", start) + 1
    return text[start : text.index("```", start)]


def test_the_documented_example_session_resumes_as_documented(tmp_path: Path, capsys) -> None:
    doc = DOC.read_text(encoding="utf-8")
    example = json.loads(_block(doc, "<!-- example-session -->"))
    log = json.loads(_block(doc, "<!-- example-log -->"))
    history = _block(doc, "Its history reads:").splitlines()
    printed = _block(doc, "`deskapp replay log.json` prints:")
    campaign = CampaignFile.open(tmp_path / "c.carddesk")
    with campaign:
        session_id = campaign.create_session("agents", "Example", example["setup"])
        for event in example["events"]:
            campaign.append_session_event(session_id, event)
        session = PlaySession.resume(campaign, session_id, AgentsDriver)
        assert AgentsDriver.export_log(example["setup"], session.history.done) == log
        lines = _Lines()
        shown = []
        for event in session.events:
            if "undid" in event:
                taken = session.events[event["undid"] - 1]
                what = lines.describe_action(taken["action"], taken["outcome"])
                shown.append(f"Undo: {what}")
            else:
                shown.append(lines.describe_action(event["action"], event["outcome"]))
        assert shown == history
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["replay", str(path)]) == 0
    assert capsys.readouterr().out == printed
