"""``deskapp verify`` accepts every digital session Card Desk plays, once its seed is revealed,
and rejects one whose random values, events or seed were changed (issue 28)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deskapp.cli import main
from deskapp.core import fair, systems
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.exchange import export_campaign
from deskapp.core.play.fairness import FAILED, VERIFIED, check_session
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile

from ..play.test_fair_sessions import tables


def played(campaign: CampaignFile, driver: Any, setup: dict, actions: list[dict]) -> PlaySession:
    session = PlaySession.start(campaign, driver, f"Night of {driver.SYSTEM}", setup)
    for action in [*actions, {"do": "undo"}, {"do": "redo"}, {"do": "undo"}, *actions]:
        try:
            session.perform(action)
        except UserError:
            pass
    return session


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A campaign whose digital sessions, one per system, were played and revealed; and one
    session still in play."""
    path = tmp_path_factory.mktemp("verify") / "c.cdk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
        for driver, setup, actions in tables(campaign):
            played(campaign, driver, setup, actions).perform({"do": "reveal"})
        driver, setup, actions = tables(campaign)[2]
        played(campaign, driver, setup, actions)
        return export_campaign(campaign)


def entries(export: dict[str, Any]) -> list[dict[str, Any]]:
    """The revealed sessions: each exports its stored log, Agents' too (a session drawn from a
    seed exports its setup and events, not a mission log, which keeps no random values)."""
    return [entry for entry in export["sessions"][:-1] if "setup" in entry]


def verdict(entry: dict[str, Any]) -> Any:
    driver = systems.driver_class(entry["system"])
    return check_session(driver, entry["setup"], entry["events"], entry.get("chain"))


def test_every_revealed_session_is_verified_and_one_in_play_is_not_revealed(
    export: dict[str, Any],
) -> None:
    assert len(entries(export)) == 4
    for entry in entries(export):
        assert verdict(entry).verdict == VERIFIED, entry["name"]
    in_play = export["sessions"][-1]
    assert verdict(in_play).verdict == "not revealed"
    assert not any("seed" in event for event in in_play["events"])


def drawing(entry: dict[str, Any]) -> list[int]:
    """The numbers (from 1) of the events that stored random values."""
    return [n for n, event in enumerate(entry["events"], start=1) if event["random"]]


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(
    which=st.integers(0, 3),
    change=st.sampled_from(["value", "remove", "swap", "seed", "setup"]),
    pick=st.integers(0, 1_000),
    keep_chain=st.booleans(),
)
def test_a_changed_value_event_or_seed_is_refused_naming_the_event(
    export: dict[str, Any], which: int, change: str, pick: int, keep_chain: bool
) -> None:
    entry = copy.deepcopy(entries(export)[which])
    events = entry["events"]
    numbers = drawing(entry)
    reveal = next(n for n, event in enumerate(events, start=1) if "seed" in event)
    if change == "value" and numbers:  # a die, or a step of a shuffle
        number = numbers[pick % len(numbers)]
        values = events[number - 1]["random"]
        values[pick % len(values)] ^= 1
        first = number
    elif change == "remove" and numbers:
        number = numbers[pick % len(numbers)]
        del events[number - 1]
        first = number
    elif change == "swap" and len(numbers) >= 2:
        number = numbers[pick % (len(numbers) - 1)]
        other = numbers[numbers.index(number) + 1]
        events[number - 1], events[other - 1] = events[other - 1], events[number - 1]
        first = number
    elif change == "setup" and entry["setup"]["random"]:
        entry["setup"]["random"][pick % len(entry["setup"]["random"])] ^= 1
        first = 0
    else:  # another seed than the one committed to
        events[reveal - 1]["seed"] = fair.seed_text(bytes([pick % 256]) * 32)
        first = reveal
    if not keep_chain:
        entry.pop("chain")
    found = verdict(entry)
    assert found.verdict == FAILED
    if keep_chain:  # the chain names the first event changed
        assert found.event == min(first, reveal) if first else found.event in (0, 1)
    else:  # the derivation or the replay: no later than the first event changed
        assert found.event is not None and found.event <= max(first, 0) + (change != "value")


def test_values_after_an_early_reveal_are_not_verified(tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "c.cdk") as campaign:
        write_demo(campaign)
        driver, setup, actions = tables(campaign)[2]  # Dice banks: a conflict, then rolls
        session = PlaySession.start(campaign, driver, "Early", setup)
        session.perform(actions[0])
        session.perform({"do": "reveal"})
        session.perform(actions[1])
        assert session.events[-1]["random"]
        with pytest.raises(UserError, match="revealed already"):
            session.perform({"do": "reveal"})
        found = check_session(
            driver, campaign.session_setup(session.session_id), session.events, None
        )
    assert found.verdict == VERIFIED and found.until == 2


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_prints_one_verdict_per_session(
    export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(path), "--json")
    assert code == 0
    verdicts = [json.loads(line) for line in out.splitlines()]
    assert [v["verdict"] for v in verdicts] == [
        "verified",  # Agents: its setup and events, as every system's
        "verified",
        "verified",
        "verified",
        "not revealed",
    ]
    code, out, _ = run(capsys, "verify", str(path), "--session", "2")
    assert code == 0 and out.count("\n") == 1 and "verified" in out

    changed = copy.deepcopy(export)
    entry = changed["sessions"][1]
    number = drawing(entry)[0]
    entry["events"][number - 1]["random"][0] ^= 1
    path.write_text(json.dumps(changed), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(path), "--session", "2")
    assert code == 2 and f"failed at event {number}" in out
    code, out, _ = run(capsys, "verify", str(path), "--json")
    assert code == 2
    assert {"session": entry["name"], "verdict": "failed", "event": number} in [
        json.loads(line) for line in out.splitlines()
    ]
