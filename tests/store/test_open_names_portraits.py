"""Issue 18 (start fast) without weakening issue 14: opening checks everything but the
portraits' pages, which are checked before the first change that reaches them; names are
found by an index; and (issue 14, item 13) names equal after Unicode NFC or case are one
name, and a name cannot hold control characters."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest
from PIL import Image

from deskapp.core.store import (
    CampaignFile,
    DuplicateNameError,
    NewCharacter,
    NotACampaignError,
    StoreError,
)


def png(size: int = 400) -> bytes:
    buffer = io.BytesIO()
    Image.effect_noise((size, size), 60).convert("RGB").save(buffer, "PNG")
    return buffer.getvalue()


def founder(name: str, portrait: bytes | None = None) -> NewCharacter:
    return NewCharacter("founders", name, {"adversity": 0}, portrait)


def damage_root_page(path: Path, table: str) -> None:
    """Scramble the b-tree header of a table's root page, as a bad sector would."""
    raw = sqlite3.connect(path)
    page_size = raw.execute("PRAGMA page_size").fetchone()[0]
    root = raw.execute("SELECT rootpage FROM sqlite_schema WHERE name = ?", (table,)).fetchone()[0]
    raw.close()
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\x42" * 12)  # 0x42 is no b-tree page type


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    path = tmp_path / "c.carddesk"
    with CampaignFile.open(path) as campaign:
        campaign.add_characters([founder("Ana", png()), founder("Bea", png())])
    return path


def test_a_damaged_portrait_page_is_found_before_a_change_reaches_it(campaign_path: Path) -> None:
    damage_root_page(campaign_path, "portraits")
    with CampaignFile.open(campaign_path, create=False) as campaign:  # opens: the list is whole
        assert [s.name for s in campaign.summaries()] == ["Ana", "Bea"]
        ana = campaign.summaries()[0].id
        for change in (
            lambda: campaign.set_portrait(ana, png(100)),
            lambda: campaign.delete_character(ana),
            lambda: campaign.add_character(founder("Cyril", png(100))),
        ):
            with pytest.raises(NotACampaignError, match="damaged"):
                change()
        with pytest.raises(NotACampaignError, match="damaged"):
            campaign.portrait(ana)  # read: one clear line, not an sqlite3 traceback
    raw = sqlite3.connect(campaign_path)
    assert raw.execute("SELECT count(*) FROM characters").fetchone()[0] == 2  # none deleted
    raw.close()


def test_damage_anywhere_but_the_portraits_is_still_refused_at_opening(
    campaign_path: Path,
) -> None:
    damage_root_page(campaign_path, "characters")
    with pytest.raises(NotACampaignError, match="damaged"):
        CampaignFile.open(campaign_path, create=False)


def test_a_new_or_renamed_name_is_looked_up_in_an_index(campaign_path: Path) -> None:
    with CampaignFile.open(campaign_path, create=False) as campaign:
        plan = " ".join(
            str(row[-1])
            for row in campaign._db.execute(
                "EXPLAIN QUERY PLAN SELECT 1 FROM characters WHERE name_key = ? AND id IS NOT ?",
                ("x", None),
            )
        )
        assert "INDEX characters_by_name_key" in plan  # not SCAN characters


@pytest.mark.parametrize("same", ["ANA", "ana", "  aNa "])
def test_names_equal_by_case_are_one_name(campaign_path: Path, same: str) -> None:
    with CampaignFile.open(campaign_path, create=False) as campaign:
        with pytest.raises(DuplicateNameError):
            campaign.add_character(founder(same))


def test_names_equal_after_unicode_normalisation_are_one_name(campaign_path: Path) -> None:
    with CampaignFile.open(campaign_path, create=False) as campaign:
        composed = campaign.add_character(founder("Zoë"))  # ë as one code point
        with pytest.raises(DuplicateNameError):
            campaign.add_character(founder("Zoe\u0308"))  # e + combining diaeresis
        other = campaign.add_character(founder("Zoe"))
        with pytest.raises(DuplicateNameError):
            campaign.rename_character(other, "ZOE\u0308")
        assert campaign.summary(composed).name == "Zoë"
        campaign.rename_character(composed, "zoë")  # a character may change its own case


@pytest.mark.parametrize("name", ["\x00Ana", "Ana\x07", "Ana\ud800", "Ana\x1bx"])
def test_a_name_with_a_control_character_or_lone_surrogate_is_refused(
    campaign_path: Path, name: str
) -> None:
    with CampaignFile.open(campaign_path, create=False) as campaign:
        with pytest.raises(StoreError, match="invisible character U\\+"):
            campaign.add_character(founder(name))
        assert len(campaign.summaries()) == 2
