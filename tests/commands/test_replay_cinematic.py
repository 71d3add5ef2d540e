"""``deskapp replay`` of a cinematic session, and the example of docs/sessions/cinematic.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile
from deskapp.systems.cinematic.driver import CinematicDriver
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.cinematic.ui.screen import CinematicScreen
from deskapp.ui.i18n import install_language

REPO = Path(__file__).resolve().parents[2]
DOC = (REPO / "docs" / "sessions" / "cinematic.md").read_text(encoding="utf-8")
OLD_SESSIONS = REPO / "tests" / "fixtures" / "cinematic_sessions_41c49b5.json"


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", DOC, re.DOTALL)


EXAMPLE = json.loads(blocks("json")[-1])
HISTORY, REPLAYED = blocks("text")


def write(tmp_path: Path, log: object) -> str:
    path = tmp_path / "session.json"
    path.write_text(json.dumps(log, ensure_ascii=False), encoding="utf-8")
    return str(path)


def resumed(tmp_path: Path, log: dict) -> PlaySession:
    campaign = CampaignFile.open(tmp_path / "c.carddesk")
    session_id = campaign.create_session(log["system"], log["name"], log["setup"])
    for event in log["events"]:
        campaign.append_session_event(session_id, event)
    return PlaySession.resume(campaign, session_id, CinematicDriver)


def test_the_documented_example_replays_as_documented(capsys, tmp_path: Path) -> None:
    assert main(["replay", write(tmp_path, EXAMPLE)]) == 0
    assert capsys.readouterr().out == REPLAYED


def test_the_documented_history_is_the_screens(qapp, tmp_path: Path) -> None:
    install_language("en")  # as the app does: English's plural forms are a catalogue too
    session = resumed(tmp_path, EXAMPLE)
    screen = CinematicScreen()
    screen.session = session
    lines = [screen.describe_event(event, session.events) for event in session.events]
    assert "\n".join(lines) + "\n" == HISTORY
    session.campaign.close()


def test_json_gives_the_table_after_each_event_as_the_app_resumes_it(
    capsys, tmp_path: Path
) -> None:
    assert main(["replay", "--json", write(tmp_path, EXAMPLE)]) == 0
    states = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [state.pop("event") for state in states] == list(range(1, 8))
    session = resumed(tmp_path, EXAMPLE)
    assert states[-1] == session.driver.state_json()
    assert states[-3] == states[-1]  # the curse undone and redone with the same card
    assert states[-2] == states[-4]  # … and the undo gave the table before it
    session.campaign.close()


def test_a_session_stored_by_an_older_card_desk_replays_to_its_table(
    capsys, tmp_path: Path
) -> None:
    old = json.loads(OLD_SESSIONS.read_text(encoding="utf-8"))["undo_and_redo"]
    log = {key: old[key] for key in ("system", "name", "setup", "events")}
    assert main(["replay", "--json", write(tmp_path, log)]) == 0
    last = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert last.pop("event") == len(old["events"])
    stored = {key: value for key, value in old["state"].items() if key not in ("undo", "redo")}
    # Table options added since it was stored read as their default.
    stored["options"] = CinematicOptions.from_json(stored["options"]).to_json()
    assert last == stored


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda log: log.update(colour="red"), "unknown field 'colour' in the session"),
        (lambda log: log.pop("events"), "the session's events must be a list"),
        (
            lambda log: log["setup"].pop("table"),
            "the session's setup must be an object with a 'table' object",
        ),
        (
            lambda log: log["events"][2]["action"].update(level=5),
            r"stored action 3 no longer replays: a blessing's level is 1, 2 or 3 \(rule U-31\), not 5",
        ),
        (
            lambda log: log["events"][0]["action"].update(card=7),
            "stored action 1 no longer replays: action 'test': field 'card' must be text or null, not 7",
        ),
        (
            lambda log: log["events"][3]["random"].append(3),
            "stored action 4 did not use all its stored",
        ),
        (
            lambda log: log["events"].append({"action": {"do": "redo"}, "at": 0}),
            "stored action 8 no longer replays: there is nothing",
        ),
    ],
)
def test_a_bad_log_is_refused_in_one_line_and_prints_nothing_else(
    capsys, tmp_path: Path, damage, message: str
) -> None:
    log = json.loads(json.dumps(EXAMPLE))
    damage(log)
    assert main(["replay", "--json", write(tmp_path, log)]) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert re.search(message, line), line
