"""Choosing a new session's table from the campaign, once for every rule system."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.play.setup import check_players, choose_table
from deskapp.core.store import CampaignFile

AMELIE, TOMAS = "Amélie Dubois", "Tomáš Král"


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[CampaignFile]:
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


def test_the_chosen_characters_in_any_case_the_gm_side_and_the_options(
    campaign: CampaignFile,
) -> None:
    founders = systems.spec("founders")
    choice = choose_table(campaign, founders, [AMELIE.upper(), TOMAS, "Nobody"], mirror=True)
    assert [character.name for character in choice.characters] == [AMELIE, TOMAS]
    assert choice.game_master == founders.game_master_from_document(
        campaign.game_master("founders")
    )
    assert choice.options == (campaign.options("founders") or {})
    assert choice.mirror is True


@pytest.mark.parametrize(
    ("key", "message"),
    [
        ("agents", "tick at least one agent to play (add them in Characters mode)"),
        ("founders", "tick at least one Founder to play (add them in Characters mode)"),
        ("cinematic", "tick at least one character to play (add them in Characters mode)"),
    ],
)
def test_a_session_without_characters_is_refused_where_the_system_needs_one(
    campaign: CampaignFile, key: str, message: str
) -> None:
    with pytest.raises(UserError) as refused:
        choose_table(campaign, systems.spec(key), [], mirror=False)
    assert str(refused.value) == message


def test_a_dice_banks_gm_may_start_a_session_without_characters(campaign: CampaignFile) -> None:
    check_players(systems.spec("dice_banks"), [])
    choice = choose_table(campaign, systems.spec("dice_banks"), [], mirror=False)
    assert list(choice.characters) == [] and choice.game_master is None


def test_starting_a_table_reads_only_the_chosen_players(
    campaign: CampaignFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A big campaign starts a session at once: never every character with its portrait."""
    read: list[int] = []
    whole = CampaignFile.character

    def one(self: CampaignFile, character_id: int):  # type: ignore[no-untyped-def]
        read.append(character_id)
        return whole(self, character_id)

    def every(self: CampaignFile):  # type: ignore[no-untyped-def]
        raise AssertionError("every character was read")

    monkeypatch.setattr(CampaignFile, "character", one)
    monkeypatch.setattr(CampaignFile, "characters", every)
    choice = choose_table(campaign, systems.spec("founders"), [TOMAS], mirror=False)
    assert [character.name for character in choice.characters] == [TOMAS]
    assert len(read) == 1
