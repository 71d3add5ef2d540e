"""Issue 25, blocker 2: what an import stores is checked as the app checks its own events.

Each hostile import of the issue is refused with exit code 2 and one line naming the problem,
and the campaign file stays byte for byte as it was; ``deskapp replay`` refuses the same."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core.demo import write_demo
from deskapp.core.store import CampaignFile


@pytest.fixture(scope="module")
def export(demo_export: dict[str, Any]) -> dict[str, Any]:
    return demo_export


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    path = tmp_path / "target.carddesk"
    with CampaignFile.open(path) as target:
        write_demo(target)
    return path


def sessions_only(export: dict[str, Any], system: str, damage: Callable[[dict], Any]) -> dict:
    """An export of one session (its chain left out, as the format allows), damaged."""
    # The system's demo session in progress (the last of its system): a mirror table's.
    entry = copy.deepcopy([s for s in export["sessions"] if s["system"] == system][-1])
    entry.pop("chain")
    damage(entry)
    return {"format": "carddesk", "version": 1, "characters": [], "sessions": [entry]}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert captured.out == ""
    return code, captured.err


def first_event(field: str, value: Any) -> Callable[[dict], Any]:
    return lambda entry: entry["events"][0].__setitem__(field, value)


def in_outcome(field: str, value: Any) -> Callable[[dict], Any]:
    return lambda entry: entry["events"][0]["outcome"].__setitem__(field, value)


HOSTILE = [
    (
        first_event("at", {"a": 1}),
        r"stored action 1: field 'at' must be when it happened.*\{'a': 1\}",
    ),
    (first_event("at", -1e18), "stored action 1: field 'at' must be when it happened.* -1e"),
    (first_event("at", 1e308), "stored action 1: field 'at' must be when it happened.* 1e"),
    (first_event("at", "now"), "stored action 1: field 'at' must be when it happened.* 'now'"),
    (first_event("at", True), "stored action 1: field 'at' must be when it happened.* True"),
    (first_event("outcome", "success"), "stored action 1: field 'outcome' is not what"),
    (in_outcome("dice", {"a": 1}), "stored action 1: field 'outcome.dice' is not what"),
    (in_outcome("dice", list(range(1001))), "stored action 1: field 'outcome.dice' is not what"),
    (in_outcome("total", 8.0), "stored action 1: field 'outcome.total' is not what"),
    (in_outcome("modifiers", True), "stored action 1: field 'outcome.modifiers' is not what"),
    (in_outcome("extra", 1), "stored action 1: field 'outcome.extra' is not what"),
    (first_event("comment", "hi"), "stored action 1: unknown field 'comment'"),
    (lambda entry: entry["events"][0].pop("outcome"), "stored action 1: it has no 'outcome'"),
    (lambda entry: entry["events"][0]["action"].__setitem__("do", ["check"]), "unknown action"),
    (first_event("random", [1e308]), "stored action 1 did not use all its stored random values"),
    (first_event("text", 7), "stored action 1: field 'text' must be one line of text"),
]


@pytest.mark.parametrize(("damage", "said"), HOSTILE)
def test_a_hostile_session_is_refused_in_one_line_and_the_campaign_stays_as_it_was(
    export: dict[str, Any],
    campaign: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    damage: Callable[[dict], Any],
    said: str,
) -> None:
    file = tmp_path / "hostile.json"
    file.write_text(json.dumps(sessions_only(export, "founders", damage)), encoding="utf-8")
    before = campaign.read_bytes()
    code, err = run(capsys, "import", str(file), "--campaign", str(campaign))
    assert code == 2 and err.count("\n") == 1, err
    assert err.startswith("deskapp: error: session 1 ('Foggy harbour'): ")
    assert re.search(said, err), err
    assert campaign.read_bytes() == before
    # deskapp replay reads the same events through the same check
    code, replayed = run(capsys, "replay", str(file))
    assert code == 2 and replayed.count("\n") == 1, replayed


def test_an_undo_naming_another_event_is_refused(
    export: dict[str, Any], campaign: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def undo_of_event_2(entry: dict) -> None:
        entry["events"].append(
            {"action": {"do": "undo"}, "random": [], "at": 1.0e9, "undid": 2}
        )  # the last action in effect is event 4

    file = tmp_path / "undo.json"
    file.write_text(json.dumps(sessions_only(export, "founders", undo_of_event_2)))
    code, err = run(capsys, "import", str(file), "--campaign", str(campaign))
    assert code == 2 and "stored action 5: field 'undid' must be 4, not 2" in err, err


@pytest.mark.parametrize("system", ["founders", "dice_banks", "cinematic"])
def test_an_untouched_session_is_imported_and_said_so(
    system: str, export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "fine.json"
    file.write_text(json.dumps(sessions_only(export, system, lambda entry: None)))
    code = main(["import", str(file), "--campaign", str(tmp_path / "new.carddesk")])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("Imported 1 play session into "), out


def test_an_import_says_what_it_imported(
    export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "all.json"
    file.write_text(json.dumps(export))
    assert main(["import", str(file), "--campaign", str(tmp_path / "new.carddesk")]) == 0
    characters, sessions = len(export["characters"]), len(export["sessions"])
    assert capsys.readouterr().out.startswith(
        f"Imported {characters} characters and {sessions} play sessions into "
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            '{"format": "carddesk", "characters": [{"name": "A\\ud800", "system": "founders"}]}',
            "field 'characters[0].name' holds U+D800, half of a surrogate pair alone",
        ),
        (
            '{"format": "carddesk", "characters": [], "sessions": [{"name": "x\\udfff"}]}',
            "field 'sessions[0].name' holds U+DFFF",
        ),
        (
            '{"format": "carddesk", "characters": [], "characters": [1]}',
            "the key 'characters' is given twice in one object",
        ),
        (
            '{"format": "carddesk", "characters": [{"name": "A", "name": "B"}]}',
            "the key 'name' is given twice in one object",
        ),
    ],
)
def test_a_lone_surrogate_or_a_key_twice_is_one_line(
    tmp_path: Path, campaign: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    file = tmp_path / "hostile.json"
    file.write_text(text, encoding="utf-8")
    before = campaign.read_bytes()
    for argv in (["import", str(file), "--campaign", str(campaign)], ["replay", str(file)]):
        code, err = run(capsys, *argv)
        assert code == 2 and err.count("\n") == 1 and said in err, err
    assert campaign.read_bytes() == before


def test_a_surrogate_pair_is_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "emoji.json"
    file.write_text(
        '{"format": "carddesk", "characters": [{"name": "A\\ud83d\\ude00", "system": "founders"}]}'
    )
    assert main(["import", str(file), "--campaign", str(tmp_path / "c.carddesk")]) == 0
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        assert [summary.name for summary in campaign.summaries()] == ["A😀"]


def test_replay_refuses_an_action_named_by_a_list(
    export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    entry = sessions_only(export, "cinematic", lambda entry: None)["sessions"][0]
    entry["events"][0]["action"]["do"] = ["test"]
    file = tmp_path / "log.json"
    file.write_text(json.dumps(entry))
    code, err = run(capsys, "replay", str(file))
    assert code == 2 and err.count("\n") == 1, err
    assert "stored action 1 no longer replays: unknown action ['test']" in err
