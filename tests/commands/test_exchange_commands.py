"""`deskapp export` and `deskapp import` on real campaign files."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of
from deskapp.systems.founders.sheet import Founder, Tag


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "source.carddesk"
    with CampaignFile.open(path) as campaign:
        for name in ("Ota", "Řehoř", "Zoë"):
            founder = Founder(name, (Tag("Odvážný", 2),))
            campaign.add_character(NewCharacter("founders", name, document_of(founder)))
    return path


def test_export_import_export_through_the_command_line(
    campaign_path: Path, tmp_path: Path, capsys
) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    copy = tmp_path / "new" / "copy.carddesk"
    assert main(["export", "--campaign", str(campaign_path), "--out", str(first)]) == 0
    assert main(["import", str(first), "--campaign", str(copy)]) == 0
    assert "Imported 3 characters" in capsys.readouterr().out
    assert main(["--campaign", str(copy), "export", "--out", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert [entry["name"] for entry in json.loads(first.read_text())["characters"]] == [
        "Ota",
        "Řehoř",
        "Zoë",
    ]


def test_export_only_some_characters(campaign_path: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "one.json"
    assert (
        main(
            ["export", "--campaign", str(campaign_path), "--out", str(out), "--character", "řehoř"]
        )
        == 0
    )
    assert [entry["name"] for entry in json.loads(out.read_text())["characters"]] == ["Řehoř"]
    assert (
        main(
            ["export", "--campaign", str(campaign_path), "--out", str(out), "--character", "Nobody"]
        )
        == 2
    )
    assert "no character called 'Nobody'" in capsys.readouterr().err


def test_exporting_a_missing_campaign_is_an_error(tmp_path: Path, capsys) -> None:
    assert (
        main(
            [
                "export",
                "--campaign",
                str(tmp_path / "none.carddesk"),
                "--out",
                str(tmp_path / "x.json"),
            ]
        )
        == 2
    )
    assert "no such campaign file" in capsys.readouterr().err
    assert not (tmp_path / "none.carddesk").exists()


def test_a_campaign_is_needed(tmp_path: Path, capsys) -> None:
    assert main(["export", "--out", str(tmp_path / "x.json")]) == 2
    assert "give it with --campaign PATH" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            "{not json",
            "not valid JSON: Expecting property name enclosed in double quotes at line 1, column 2",
        ),
        (
            '{"characters": [{"name": "Eva", "system": "chess"}]}',
            "character 1 \\('Eva'\\): field 'system'",
        ),
        (
            '{"characters": [{"name": "Ota", "system": "founders"}]}',
            "a character of that name is already",
        ),
    ],
)
def test_a_bad_import_is_one_line_exit_2_and_changes_nothing(
    campaign_path: Path, tmp_path: Path, capsys, content: str, message: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    before = campaign_path.read_bytes()
    assert main(["import", str(bad), "--campaign", str(campaign_path)]) == 2
    error = capsys.readouterr().err
    assert len(error.strip().splitlines()) == 1
    assert re.search(message, error), error
    with CampaignFile.open(campaign_path) as campaign:
        assert [summary.name for summary in campaign.summaries()] == ["Ota", "Řehoř", "Zoë"]
    assert before


def test_a_refused_import_creates_no_campaign(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"characters": [{"system": "founders"}]}', encoding="utf-8")
    target = tmp_path / "new.carddesk"
    assert main(["import", str(bad), "--campaign", str(target)]) == 2
    assert "character 1: field 'name' is missing" in capsys.readouterr().err
    assert not target.exists()


def test_a_missing_import_file(tmp_path: Path, capsys) -> None:
    assert (
        main(["import", str(tmp_path / "nothing.json"), "--campaign", str(tmp_path / "c.carddesk")])
        == 2
    )
    assert "nothing.json: no such file" in capsys.readouterr().err


KILLED_IMPORT = textwrap.dedent(
    """
    import os, signal, sys
    from deskapp.cli import main
    from deskapp.core.store import CampaignFile

    original = CampaignFile.add_characters

    def add_then_die(self, characters):
        original(self, characters)
        os.kill(os.getpid(), signal.SIGKILL)  # inside the import's transaction

    CampaignFile.add_characters = add_then_die
    main(["import", sys.argv[1], "--campaign", sys.argv[2]])
    """
)


def test_a_killed_import_leaves_the_campaign_as_it_was(campaign_path: Path, tmp_path: Path) -> None:
    export = tmp_path / "more.json"
    export.write_text(
        json.dumps(
            {"characters": [{"name": f"Nový {n}", "system": "founders"} for n in range(20)]}
        ),
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, "-c", KILLED_IMPORT, str(export), str(campaign_path)], check=False
    )
    assert result.returncode == -9
    with CampaignFile.open(campaign_path) as campaign:
        assert [summary.name for summary in campaign.summaries()] == ["Ota", "Řehoř", "Zoë"]


def test_the_commands_as_a_user_runs_them(campaign_path: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "deskapp",
            "export",
            "--campaign",
            str(campaign_path),
            "--out",
            str(out),
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and "Exported 3 characters" in result.stdout
