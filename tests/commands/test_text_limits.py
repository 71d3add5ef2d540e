"""Issue 25: every text has a documented limit (deskapp.core.records), refused in one line.

A name holds 200 characters, a note (notes, an Agent's appearance, a reason, an escalation)
10,000, any other text 500, one sheet 100,000 in all. The issue's 20 MB trait name is refused
at import at once, naming the field and the limit; a name at the limit imports and prints."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from deskapp.cli import main
from deskapp.core.demo import write_demo
from deskapp.core.records import (
    DOCUMENT_TEXT_LIMIT,
    NAME_LIMIT,
    NOTE_LIMIT,
    TEXT_LIMIT,
    RecordError,
    check_bounds,
    text_limit,
)
from deskapp.core.store import CampaignFile, StoreError


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    path = tmp_path / "target.carddesk"
    with CampaignFile.open(path) as target:
        write_demo(target)
    return path


def refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign: Path, document: Any
) -> str:
    """The one line an import of ``document`` is refused with; the campaign is unchanged."""
    file = tmp_path / "limits.json"
    file.write_text(json.dumps(document), encoding="utf-8")
    before = campaign.read_bytes()
    code = main(["import", str(file), "--campaign", str(campaign)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert campaign.read_bytes() == before
    return err


def characters(*entries: dict[str, Any]) -> dict[str, Any]:
    return {"format": "carddesk", "version": 1, "characters": list(entries)}


def founder(name: str = "Long", trait: str = "Tesař") -> dict[str, Any]:
    return {"name": name, "system": "founders", "traits": [{"name": trait, "score": 1}]}


def test_the_issues_20_mb_trait_name_is_refused_at_once_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign: Path
) -> None:
    started = time.perf_counter()
    err = refused(capsys, tmp_path, campaign, characters(founder(trait="x" * 20_000_000)))
    assert time.perf_counter() - started < 10  # the check itself: a few milliseconds
    assert err == (
        "deskapp: error: character 1 ('Long'): field 'traits[0].name' holds 20,000,000 "
        "characters: it holds at most 200\n"
    )


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        (founder(name="N" * (NAME_LIMIT + 1)), "field 'name' holds 201 characters"),
        (founder(trait="t" * (NAME_LIMIT + 1)), "field 'traits[0].name' holds 201 characters"),
        (
            {"name": "C", "system": "cinematic", "notes": "n" * (NOTE_LIMIT + 1)},
            "field 'notes' holds 10,001 characters: it holds at most 10,000",
        ),
        (
            {"name": "C", "system": "cinematic", "skills": {"S" * (NAME_LIMIT + 1): 3}},
            "field 'skills.SSSSSSSSSSSSSSSSSSSS…' holds 201 characters: it holds at most 200",
        ),
        (
            {
                "name": "D",
                "system": "dice_banks",
                "skills": [{"name": "Šerm", "kind": "k" * (TEXT_LIMIT + 1), "level": 1}],
            },
            "field 'skills[0].kind' holds 501 characters: it holds at most 500",
        ),
        (
            {
                "name": "C",
                "system": "cinematic",
                "skills": {
                    f"{index:03} " + "s" * 196: 1 for index in range(DOCUMENT_TEXT_LIMIT // 200 + 1)
                },
            },
            "the sheet holds more than 100,000 characters of text in all",
        ),
    ],
)
def test_a_text_past_its_limit_is_refused_naming_the_field_and_the_limit(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    campaign: Path,
    entry: dict[str, Any],
    said: str,
) -> None:
    assert said in refused(capsys, tmp_path, campaign, characters(entry))


def test_a_session_name_past_the_limit_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, campaign: Path
) -> None:
    document = characters()
    document["sessions"] = [{"system": "founders", "name": "s" * 201, "setup": {}, "events": []}]
    err = refused(capsys, tmp_path, campaign, document)
    assert "session 1: field 'name' holds 201 characters: it holds at most 200" in err, err


def test_texts_at_their_limits_import_and_print(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    name = "N" * NAME_LIMIT
    document = characters(
        founder(name=name, trait="T" * NAME_LIMIT),
        {"name": "C" + name[1:], "system": "cinematic", "notes": "word " * (NOTE_LIMIT // 5)},
    )
    file, campaign = tmp_path / "at.json", tmp_path / "at.carddesk"
    file.write_text(json.dumps(document), encoding="utf-8")
    assert main(["import", str(file), "--campaign", str(campaign)]) == 0
    started = time.perf_counter()
    out = tmp_path / "at.pdf"
    assert main(["print", "--campaign", str(campaign), "--out", str(out)]) == 0
    assert time.perf_counter() - started < 60  # the issue's 20 MB name took minutes
    assert out.stat().st_size > 0
    capsys.readouterr()


def test_the_store_refuses_a_long_name_and_a_long_session_setup_text(tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        write_demo(campaign)
        first = campaign.summaries()[0]
        with pytest.raises(StoreError, match="field 'name' holds 201 characters"):
            campaign.rename_character(first.id, "x" * 201)
        campaign.rename_character(first.id, "x" * 200)
        with pytest.raises(StoreError, match="field 'table.notes' holds 10,001"):
            campaign.create_session("cinematic", "S", {"table": {"notes": "n" * 10_001}})
        assert campaign.sessions() == []


def test_the_limit_follows_the_fields_name() -> None:
    assert text_limit("traits[0].name") == text_limit("skill_name") == NAME_LIMIT
    assert text_limit("relationships[1].history[0].reason") == NOTE_LIMIT
    assert text_limit("aspects[2].text") == TEXT_LIMIT
    check_bounds({"random": [10**9], "name": "x" * 200}, numbers=False)  # texts only
    with pytest.raises(RecordError, match=r"field 'random\[0\]' must be a number"):
        check_bounds({"random": [10**9]})
