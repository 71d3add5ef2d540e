"""`deskapp demo PATH` writes a campaign that shows every feature at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core import systems
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile
from deskapp.core.systems import driver_class, spec
from deskapp.systems.agents.sheet import AspectKind


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "ukázka.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def characters(path: Path, system: str) -> list:
    with CampaignFile.open(path) as campaign:
        return [
            (spec(row.system).character_from_document(row.name, row.data), row.portrait)
            for row in campaign.characters()
            if row.system == system
        ]


def test_every_system_has_a_group_with_portraits(demo: Path) -> None:
    for system in ("agents", "founders", "dice_banks", "cinematic"):
        group = characters(demo, system)
        assert len(group) >= 2
        assert all(portrait and portrait.startswith(b"\xff\xd8") for _, portrait in group)


def test_names_carry_czech_and_french_letters(demo: Path) -> None:
    names = " ".join(
        model.name for system in ("agents", "cinematic") for model, _ in characters(demo, system)
    )
    assert set("řžčá") <= set(names.lower()) and {"é", "œ", "ë"} <= set(names.lower())


def test_agents_show_every_aspect_kind_relationships_and_equipment(demo: Path) -> None:
    agents = [model for model, _ in characters(demo, "agents")]
    kinds = {aspect.kind for agent in agents for aspect in agent.aspects}
    assert {
        AspectKind.ORDINARY,
        AspectKind.SPECIAL,
        AspectKind.NEGATIVE,
        AspectKind.LIMITING,
    } <= kinds
    assert any(aspect.exhausted for agent in agents for aspect in agent.aspects)
    assert any(card.history for agent in agents for card in agent.relationships)
    assert all(agent.equipment for agent in agents[:2])


def test_the_game_masters_cards_and_options_are_there(demo: Path) -> None:
    with CampaignFile.open(demo) as campaign:
        coordinator = systems.spec("agents").game_master_from_document(
            campaign.game_master("agents")
        )
        director = systems.spec("founders").game_master_from_document(
            campaign.game_master("founders")
        )
        assert len(coordinator.threat_cards) >= 2 and coordinator.reserves > 0
        assert director.director.suspicion == 2 and len(director.scene.circumstances) >= 2
        assert {c.kind for c in director.scene.circumstances} == {"good", "bad"}
        assert all(
            campaign.options(system) for system in ("agents", "founders", "dice_banks", "cinematic")
        )


def test_dice_bank_sheets_have_every_part(demo: Path) -> None:
    for sheet, _ in characters(demo, "dice_banks"):
        assert sheet.skills and sheet.capacities and sheet.scars and sheet.equipment
        assert {skill.kind.value for skill in sheet.skills} == {"talent", "ability", "knowledge"}


def test_the_demo_never_overwrites_a_file(demo: Path, capsys) -> None:
    before = demo.read_bytes()
    assert main(["demo", str(demo)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert demo.read_bytes() == before


def test_sessions_in_progress_replay_and_survive_export_and_import(
    demo: Path, tmp_path: Path
) -> None:
    with CampaignFile.open(demo) as campaign:
        sessions = campaign.sessions()
        assert {session.system for session in sessions} == {
            "agents",
            "cinematic",
            "founders",
            "dice_banks",
        }
        assert all(session.events > 0 for session in sessions)
        for session in sessions:
            PlaySession.resume(campaign, session.id, driver_class(session.system))
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    assert main(["export", "--campaign", str(demo), "--out", str(first)]) == 0
    assert main(["import", str(first), "--campaign", str(tmp_path / "copy.carddesk")]) == 0
    assert (
        main(["export", "--campaign", str(tmp_path / "copy.carddesk"), "--out", str(second)]) == 0
    )
    assert first.read_text(encoding="utf-8") == second.read_text(encoding="utf-8")


def test_the_exported_agents_sessions_replay(demo: Path, tmp_path: Path, capsys) -> None:
    """The finished mission, drawn from a seed, exports its setup and events (for verify);
    the one in progress, at a mirror table, exports as a mission log."""
    export = tmp_path / "demo.json"
    assert main(["export", "--campaign", str(demo), "--out", str(export)]) == 0
    missions = [
        s
        for s in json.loads(export.read_text(encoding="utf-8"))["sessions"]
        if s["system"] == "agents"
    ]
    assert len(missions) == 2  # the finished one, then the one in progress
    assert ["setup" in mission for mission in missions] == [True, False]
    for mission in missions:
        log = tmp_path / "mission.json"
        log.write_text(json.dumps(mission), encoding="utf-8")
        capsys.readouterr()
        assert main(["replay", str(log), "--json"]) == 0
        lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert len(lines) == len(mission["events"])
    assert "successes" in lines[0] and lines[0]["successes"] >= 1  # the mirror's K♠ 3♥ 7♣


def test_a_new_user_exports_the_demo_and_verifies_its_finished_sessions(
    tmp_path: Path, capsys
) -> None:
    """Issue 28: the exact commands the README and ``deskapp demo`` give, end to end."""
    demo, export = tmp_path / "demo.carddesk", tmp_path / "demo.json"
    assert main(["demo", str(demo)]) == 0
    said = capsys.readouterr().out
    assert "4 finished play sessions and 4 play sessions in progress" in said
    assert f"deskapp export --campaign {demo} --out {export} then deskapp verify {export}" in said
    assert main(["export", "--campaign", str(demo), "--out", str(export)]) == 0
    capsys.readouterr()
    assert main(["verify", str(export), "--json"]) == 0
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    with CampaignFile.open(demo) as campaign:
        sessions = campaign.sessions()
        systems = [session.system for session in sessions]
        seeds = [campaign.session_seed(session.id) for session in sessions]
    assert [v["session"] for v in verdicts] == [session.name for session in sessions]
    # Each system's finished session, at a digital table; then those in progress, mirrored.
    assert systems[:4] == systems[4:] and set(systems) == {
        "agents",
        "founders",
        "dice_banks",
        "cinematic",
    }
    assert all(seeds[:4]) and not any(seeds[4:])
    assert [v["verdict"] for v in verdicts] == ["verified"] * 4 + ["not verifiable"] * 4
    capsys.readouterr()
    assert main(["verify", str(export)]) == 0
    assert capsys.readouterr().out.count(": verified: every shuffle, draw and die follows") == 4
