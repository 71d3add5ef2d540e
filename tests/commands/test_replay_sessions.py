"""``deskapp replay`` of any session ``deskapp export`` writes, for every rule system."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core import systems
from deskapp.core.exchange import export_campaign
from deskapp.core.store import CampaignFile


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("demo")
    assert main(["demo", str(folder / "demo.carddesk")]) == 0
    out = folder / "demo.json"
    assert main(["export", "--campaign", str(folder / "demo.carddesk"), "--out", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def run(capsys, path: Path, data: Any, *flags: str) -> tuple[int, str, str]:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code = main(["replay", str(path), *flags])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def session_of(export: dict[str, Any], system: str) -> dict[str, Any]:
    """The system's demo session in progress (after its finished one): a mirror table's."""
    return [entry for entry in export["sessions"] if entry["system"] == system][-1]


@pytest.mark.parametrize("system", ["founders", "dice_banks", "cinematic"])
def test_a_single_session_entry_replays_one_state_per_event(
    system: str, export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    entry = session_of(export, system)
    code, out, err = run(capsys, tmp_path / "s.json", entry, "--json")
    assert (code, err) == (0, "")
    states = [json.loads(line) for line in out.splitlines()]
    assert [state["event"] for state in states] == list(range(1, len(entry["events"]) + 1))
    assert len(states) >= 2
    assert states[0] != states[-1]  # the table moved on
    code, out, _ = run(capsys, tmp_path / "s.json", entry)
    spec = systems.spec(system)
    if spec.replay_summary is None:
        assert out == (
            f"Replayed {len(states)} events of the {spec.title} session '{entry['name']}': "
            "every event replays exactly.\n"
        )
    else:  # the system says where its table stands
        assert out.startswith(f"Replayed {len(states)} events of a ")


def test_every_session_of_a_whole_export_replays_numbered(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    code, out, err = run(capsys, tmp_path / "all.json", export, "--json")
    assert (code, err) == (0, "")
    numbered = {json.loads(line).get("session") for line in out.splitlines()}
    assert len(export["sessions"]) == 8  # each system's finished session and one in progress
    # An Agents mission log (a mirror table's) keeps its own line format; the rest are numbered.
    assert {n for n in numbered if n is not None} == {
        number for number, entry in enumerate(export["sessions"], start=1) if "setup" in entry
    }


def test_one_session_of_an_export_is_chosen_by_name_or_number(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    entry = session_of(export, "founders")
    number = export["sessions"].index(entry) + 1
    by_name = run(capsys, tmp_path / "a.json", export, "--session", entry["name"].upper())
    by_number = run(capsys, tmp_path / "a.json", export, "--session", str(number))
    assert by_name == by_number and by_name[0] == 0
    assert entry["name"] in by_name[1]
    code, out, err = run(capsys, tmp_path / "a.json", export, "--session", "Nowhere")
    assert (code, out) == (2, "")
    assert "no session 'Nowhere' in the export (sessions: 1 '" in err


def test_a_card_drawn_twice_is_refused_naming_the_event(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    entry = json.loads(json.dumps(session_of(export, "cinematic")))
    del entry["chain"]  # the export's hash chain would name the change first (test_log_chain)
    entry["events"].append(entry["events"][0])  # the same cards drawn again
    code, out, err = run(capsys, tmp_path / "s.json", entry, "--json")
    assert (code, out) == (2, "")
    assert err.startswith(f"deskapp: error: {tmp_path / 's.json'}: stored action ")
    assert f"stored action {len(entry['events'])} no longer replays" in err
    assert err.count("\n") == 1


def test_a_tampered_value_or_a_refused_action_is_one_line(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    entry = json.loads(json.dumps(session_of(export, "dice_banks")))
    del entry["chain"]  # the export's hash chain would name the change first (test_log_chain)
    entry["events"][1]["action"]["faces"] = [11, 4, 7, 2]  # no d10 shows 11
    code, out, err = run(capsys, tmp_path / "s.json", entry)
    assert (code, out) == (2, "")
    assert "stored action 2 no longer replays" in err and err.count("\n") == 1
    entry = json.loads(json.dumps(session_of(export, "founders")))
    del entry["chain"]
    entry["events"][0]["random"] = ["x"]
    code, out, err = run(capsys, tmp_path / "s.json", entry)
    assert (
        code == 2 and "stored action 1: its stored random values must be a list of numbers" in err
    )
    entry["events"][0]["random"] = [0.5]  # a value the action never asks for
    code, out, err = run(capsys, tmp_path / "s.json", entry)
    assert code == 2 and "did not use all its stored random values" in err


def test_an_agents_export_entry_replays_as_the_mission_log_it_is(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    entry = session_of(export, "agents")
    code, out, err = run(capsys, tmp_path / "s.json", entry, "--json")
    assert (code, err) == (0, "")
    assert [json.loads(line)["event"] for line in out.splitlines()] == list(
        range(1, len(entry["events"]) + 1)
    )


def test_an_export_without_sessions_says_so_not_that_it_is_a_bad_mission_log(
    tmp_path: Path, capsys
) -> None:
    """A character export (File → Export Character) has no 'sessions' list at all; a
    campaign export with none has an empty one."""
    with CampaignFile.open(tmp_path / "fresh.carddesk") as fresh:
        written = export_campaign(fresh)
    assert written.pop("sessions", []) == []
    export = tmp_path / "fresh.json"
    export.write_text(json.dumps(written), encoding="utf-8")
    assert main(["replay", str(export)]) == 2
    err = capsys.readouterr().err
    assert "holds no play session" in err and "mission log" not in err
    export.write_text(json.dumps({**written, "sessions": []}), encoding="utf-8")
    assert main(["replay", str(export)]) == 2
    assert "holds no play session" in capsys.readouterr().err


CAPTURED = json.loads(
    (Path(__file__).parent.parent / "play" / "history_lines.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
@pytest.mark.parametrize(
    "key",
    [
        "founders_old_session/1/again",
        "dice_banks_old_session/1",
        "cinematic_sessions_41c49b5/1/again",
    ],
)
def test_text_prints_each_events_history_line_in_the_language(
    key: str, language: str, capsys, tmp_path: Path
) -> None:
    """``--text``: the Table page's history, one line per event, from the same describer."""
    session = CAPTURED[key]
    entry = {name: session[name] for name in ("system", "name", "setup", "events")}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(entry, ensure_ascii=False), encoding="utf-8")
    code = main(["--language", language, "replay", str(path), "--text"])
    captured = capsys.readouterr()
    assert (code, captured.err) == (0, "")
    assert captured.out.splitlines() == [line for line, _undo in session["lines"][language]]


def test_text_of_a_whole_export_heads_each_session(
    export: dict[str, Any], capsys, tmp_path: Path
) -> None:
    sessions = export["sessions"]
    assert any(entry["system"] == "agents" for entry in sessions), "a mission log too"
    code, out, err = run(capsys, tmp_path / "e.json", export, "--text")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    headings = [line for line in lines if line.startswith("Session ")]
    assert len(headings) == len(sessions)
    assert len(lines) == len(sessions) + sum(len(entry["events"]) for entry in sessions)


def test_text_and_json_are_one_or_the_other(export: dict[str, Any], capsys, tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        run(capsys, tmp_path / "s.json", session_of(export, "founders"), "--text", "--json")
