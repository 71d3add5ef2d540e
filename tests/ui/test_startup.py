"""Which campaign the app starts with, and what it says when one cannot be opened."""

from __future__ import annotations

import os
from pathlib import Path

from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import RecentCampaigns, default_campaign_path
from deskapp.ui.app import open_startup_campaign


def test_first_start_creates_the_default_campaign(tmp_path: Path) -> None:
    campaign, problems = open_startup_campaign(None, RecentCampaigns(tmp_path / "recent.json"))
    assert campaign is not None and problems == []
    assert campaign.path == default_campaign_path() and default_campaign_path().exists()
    campaign.close()


def test_the_last_campaign_is_opened_again(tmp_path: Path) -> None:
    recent = RecentCampaigns(tmp_path / "recent.json")
    CampaignFile.open(tmp_path / "last.carddesk").close()
    recent.remember(tmp_path / "last.carddesk")
    campaign, _ = open_startup_campaign(None, recent)
    assert campaign is not None and campaign.path.name == "last.carddesk"
    campaign.close()


def test_a_damaged_last_campaign_falls_back_to_the_default_and_says_so(tmp_path: Path) -> None:
    recent = RecentCampaigns(tmp_path / "recent.json")
    broken = tmp_path / "broken.carddesk"
    broken.write_bytes(os.urandom(1000))
    recent.remember(broken)
    campaign, problems = open_startup_campaign(None, recent)
    assert campaign is not None and campaign.path == default_campaign_path()
    assert "not a Card Desk campaign" in problems[0]
    campaign.close()


def test_a_second_start_leaves_the_campaign_open_in_the_first_alone(tmp_path: Path) -> None:
    """Review finding: a second start opened an empty default campaign, which then became
    "the last campaign", so the next start looked as if every character were gone."""
    recent = RecentCampaigns(tmp_path / "recent.json")
    first = CampaignFile.open(tmp_path / "mine.carddesk")  # the first window holds it
    try:
        recent.remember(first.path)
        campaign, problems = open_startup_campaign(None, recent)
        assert campaign is None
        assert len(problems) == 1 and "open in another Card Desk window" in problems[0]
        assert recent.last() == first.path
        assert not default_campaign_path().exists()
    finally:
        first.close()


def test_an_explicit_campaign_that_cannot_open_is_reported(tmp_path: Path) -> None:
    junk = tmp_path / "junk.carddesk"
    junk.write_text("hello")
    campaign, problems = open_startup_campaign(junk, RecentCampaigns(tmp_path / "recent.json"))
    assert campaign is None and "junk.carddesk is not a Card Desk campaign" in problems[0]
    assert junk.read_text() == "hello"


def test_recent_list_survives_damage(tmp_path: Path) -> None:
    recent = RecentCampaigns(tmp_path / "recent.json")
    recent.path.write_text("{not json")
    assert recent.paths() == [] and recent.last() is None
    recent.remember(tmp_path / "a.carddesk")
    recent.remember(tmp_path / "b.carddesk")
    recent.remember(tmp_path / "a.carddesk")
    assert [path.name for path in recent.paths()] == ["a.carddesk", "b.carddesk"]
    recent.forget(tmp_path / "a.carddesk")
    assert [path.name for path in recent.paths()] == ["b.carddesk"]


def test_a_french_first_start_names_the_campaign_in_french(tmp_path: Path) -> None:
    from deskapp.core import i18n  # noqa: PLC0415

    i18n.set_language("fr")
    campaign, _ = open_startup_campaign(None, RecentCampaigns(tmp_path / "recent.json"))
    assert campaign is not None and campaign.path.name == "Ma campagne.carddesk"
    campaign.close()
    i18n.set_language("en")  # a default made in English stays the default in another language
    english, _ = open_startup_campaign(None, RecentCampaigns(tmp_path / "other.json"))
    assert english is not None and english.path.name == "My campaign.carddesk"
    english.close()
    i18n.set_language("cs")
    again, _ = open_startup_campaign(None, RecentCampaigns(tmp_path / "again.json"))
    assert again is not None and again.path.name == "My campaign.carddesk"
    again.close()
