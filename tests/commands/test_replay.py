"""``deskapp replay``: a mission log replayed event by event (A-21 … A-37)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from deskapp.cli import main

ISSUE_LOG = {
    "system": "agents",
    "agents": ["Anna", "Bára", "Cyril"],
    "options": {"step": None, "final_level": 4},
    "start_threat": 0,
    "events": [
        {"type": "test", "agent": "Anna", "cards": ["KS", "3H", "7C"], "exhaust": 0, "negative": 0, "negative_exhausted": 0, "temporary": 0, "to_aspect": 0},
        {"type": "rest", "agents": ["Anna", "Bára"]},
        {"type": "scene_end"},
    ],
}  # fmt: skip


def log_test(agent: str, cards: str, **counts: int) -> dict:
    """A test event of the log."""
    return {"type": "test", "agent": agent, "cards": cards.split(), **counts}


def write(tmp_path: Path, log: dict | str) -> str:
    path = tmp_path / "mission.json"
    path.write_text(log if isinstance(log, str) else json.dumps(log), encoding="utf-8")
    return str(path)


def replay(capsys, tmp_path: Path, log: dict | str, *flags: str) -> tuple[int, str, str]:
    code = main(["replay", write(tmp_path, log), *flags])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def lines(capsys, tmp_path: Path, log: dict) -> list[dict]:
    code, out, err = replay(capsys, tmp_path, log, "--json")
    assert code == 0 and err == "", err
    return [json.loads(line) for line in out.splitlines()]


def with_events(*events: dict, **header) -> dict:
    return ISSUE_LOG | header | {"events": list(events)}


def test_a21_a22_a30_the_issues_example_line_by_line(capsys, tmp_path: Path) -> None:
    # rule A-21, rule A-22, rule A-30; rule A-33: the level the rest reached leads from scene 2
    assert lines(capsys, tmp_path, ISSUE_LOG) == [
        {"event": 1, "successes": 2, "complications": 1, "threat": 0, "milestones": 0, "leading": None, "initiative": "agents", "outcome": None},
        {"event": 2, "successes": 2, "complications": 3, "threat": 1, "milestones": 0, "leading": None, "initiative": "pressure", "outcome": None},
        {"event": 3, "successes": 2, "complications": 3, "threat": 1, "milestones": 0, "leading": "threat", "initiative": "pressure", "outcome": None},
    ]  # fmt: skip


def test_a19_complications_turned_into_aspects_do_not_count(capsys, tmp_path: Path) -> None:
    # rule A-19
    log = with_events(log_test("Anna", "KS 3H 7D", to_aspect=1))
    assert lines(capsys, tmp_path, log)[0]["complications"] == 1


def test_a25_the_initiative_follows_the_totals(capsys, tmp_path: Path) -> None:
    # rule A-25
    log = with_events(log_test("Anna", "KS 3H"), log_test("Bára", "7H"), log_test("Cyril", "2S 3S"))
    assert [line["initiative"] for line in lines(capsys, tmp_path, log)] == [
        "tie",
        "pressure",
        "agents",
    ]


def test_a32_a33_milestones_and_which_level_leads(capsys, tmp_path: Path) -> None:
    # rule A-32, rule A-33
    log = with_events(
        log_test("Anna", "KS 3H 4H 5H"),
        log_test("Bára", "2S 3S 4S"),
        log_test("Cyril", "AS 2C 3C 6H 7H 8H"),
    )
    result = lines(capsys, tmp_path, log)
    assert [(line["threat"], line["milestones"], line["leading"]) for line in result] == [
        (1, 0, "threat"),
        (1, 1, "threat"),  # equal levels: the Threat got there first
        (2, 2, "milestone"),  # in draw order the second milestone came before the second level
    ]


def test_a31_threat_factors_need_threat_or_coordinator_reserves(capsys, tmp_path: Path) -> None:
    # rule A-31
    code, _, err = replay(capsys, tmp_path, with_events(log_test("Anna", "KS 7C", disadvantages=1)))
    assert (
        code == 2
        and "event 1: (test by Anna) 1 threat factor (disadvantage) exceeds the Threat level 0"
        in err
    )
    ok = with_events(log_test("Anna", "KS 7C", disadvantages=1, raised=1))
    assert lines(capsys, tmp_path, ok)[0]["successes"] == 1


def test_a34_a35_success_when_the_milestones_get_there_first(capsys, tmp_path: Path) -> None:
    # rule A-34, rule A-35
    log = with_events(
        log_test("Anna", "AS 2S 3S 4S 5S 6S"),
        log_test("Bára", "7S 8S 9S 10S 2C 3C"),
        {"type": "scene_end"},
        log_test("Cyril", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
    )
    result = lines(capsys, tmp_path, log)
    assert [line["outcome"] for line in result] == [None, "success", "success", "success"]
    assert result[-1]["threat"] == 4


def test_a36_a37_failure_and_pyrrhic_success(capsys, tmp_path: Path) -> None:
    # rule A-36, rule A-37
    failing = with_events(log_test("Anna", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"))
    assert lines(capsys, tmp_path, failing)[-1]["outcome"] == "failure"
    pyrrhic = with_events(
        log_test("Anna", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
        log_test("Bára", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"),
    )
    assert [line["outcome"] for line in lines(capsys, tmp_path, pyrrhic)] == ["failure", "pyrrhic"]


def test_options_and_starting_threat_in_the_log(capsys, tmp_path: Path) -> None:
    log = with_events(
        log_test("Anna", "3H 4H"), options={"step": 2, "final_level": 5}, start_threat=1
    )
    assert lines(capsys, tmp_path, log)[0]["threat"] == 2
    short = with_events(log_test("Anna", "AS 2S 3S"), options={"step": None, "final_level": 1})
    assert lines(capsys, tmp_path, short)[0]["outcome"] == "success"


def test_without_json_a_short_summary(capsys, tmp_path: Path) -> None:
    code, out, err = replay(capsys, tmp_path, ISSUE_LOG)
    assert code == 0 and err == ""
    assert out == (
        "Replayed 3 events of a mission with Anna, Bára, Cyril; now in scene 2.\n"
        "Score: 2 successes, 3 complications (2 from rest); the agents are under pressure.\n"
        "Threat 1 and 0 milestones of 4 (step 3): the Threat leads.\n"
        "Outcome: not decided yet.\n"
    )


@pytest.mark.parametrize(
    ("events", "message"),
    [
        (
            [log_test("Dana", "KS")],
            "event 1: (test by Dana) unknown agent 'Dana' (agents: Anna, Bára, Cyril)",
        ),
        ([{"type": "nap"}], "event 1: (nap) unknown event type 'nap'"),
        (
            [{"type": "scene_end"}, log_test("Anna", "KS", temporary=1)],
            "event 2: (test by Anna) Anna's test has 1 card but needs at least 2 (1 base + 1 temporary)",
        ),
        (
            [log_test("Anna", "KS 3H"), log_test("Bára", "7C KS")],
            "event 2: (test by Bára) K♠ was already drawn: it is in the success pile",
        ),
        ([log_test("Anna", "KS KS")], "event 1: (test by Anna) K♠ is drawn twice in this test"),
        ([log_test("Anna", "KS ZZ")], "event 1: (test by Anna) 'ZZ' is not a card"),
        (
            [log_test("Anna", "KS", exhaust=1)],
            "event 1: (test by Anna) 1 aspect exhausted for advantages but only 0 described",
        ),
        (
            [log_test("Anna", "KS 3H", to_aspect=2)],
            "event 1: (test by Anna) 2 complications are to become negative aspects but only 1",
        ),
        ([log_test("Anna", "KS", exhuast=1)], "event 1: (test by Anna) unknown field 'exhuast'"),
        (
            [log_test("Anna", "KS", exhaust=-1)],
            "event 1: (test by Anna) 'exhaust' must be a whole number from 0, not -1",
        ),
        (
            [{"type": "rest", "agents": ["Anna", "Anna"]}],
            "event 1: (rest) Anna is named twice among the resting agents",
        ),
        ([{"type": "test", "agent": "Anna"}], "event 1: (test by Anna) 'cards' is missing"),
        (["test"], "event 1: an event must be a JSON object, not 'test'"),
    ],
)
def test_bad_events_stop_with_one_line_naming_the_event(
    capsys, tmp_path: Path, events: list, message: str
) -> None:
    code, out, err = replay(capsys, tmp_path, with_events(*events), "--json")
    assert code == 2 and out == "", "nothing is printed before the whole log checks out"
    assert err.startswith("deskapp: error: ") and err.count("\n") == 1
    assert message in err, err


@pytest.mark.parametrize(
    ("log", "message"),
    [
        (
            "{not json",
            "not valid JSON: Expecting property name enclosed in double quotes at line 1, column 2",
        ),
        (ISSUE_LOG | {"system": "founders"}, "cannot replay a log of the 'founders' system"),
        (ISSUE_LOG | {"agents": []}, "'agents' must be a list of the agents' names"),
        (ISSUE_LOG | {"agents": ["Anna", "anna"]}, "two agents in the mission are called 'anna'"),
        (
            ISSUE_LOG | {"options": {"step": 0}},
            "options: agents table option 'step' must be 1 or more",
        ),
        (
            ISSUE_LOG | {"start_threat": 4},
            "a starting Threat of 4 already reaches the final level 4",
        ),
        (ISSUE_LOG | {"events": {}}, "the mission log needs a list of 'events'"),
        (ISSUE_LOG | {"players": 3}, "unknown field 'players' in the mission log"),
        ([1, 2], "a mission log must be a JSON object"),
    ],
)
def test_a_bad_log_is_one_line_too(capsys, tmp_path: Path, log, message: str) -> None:
    code, out, err = replay(capsys, tmp_path, log if isinstance(log, str) else json.dumps(log))
    assert code == 2 and out == "" and message in err and err.count("\n") == 1, err


def test_a_missing_file(capsys, tmp_path: Path) -> None:
    assert main(["replay", str(tmp_path / "nowhere.json")]) == 2
    assert "nowhere.json: no such file" in capsys.readouterr().err


@pytest.mark.slow
def test_the_command_runs_as_a_program(tmp_path: Path) -> None:
    path = write(tmp_path, ISSUE_LOG)
    result = subprocess.run(
        [sys.executable, "-m", "deskapp", "replay", path, "--json"],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert [json.loads(line)["event"] for line in result.stdout.splitlines()] == [1, 2, 3]
    bad = write(tmp_path, with_events(log_test("Dana", "KS")))
    failed = subprocess.run(
        [sys.executable, "-m", "deskapp", "replay", bad],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert failed.returncode == 2 and "Traceback" not in failed.stderr
    assert "event 1" in failed.stderr and failed.stderr.count("\n") == 1
