"""Issue 14, item 3: every number a sheet holds is within the documented range (±999),
checked at import and by the store whatever editor sends it; each system's own fields are
narrower still (their models and editors say how)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deskapp.core.exchange import ImportRefusedError, add_import, check_import
from deskapp.core.records import NUMBER_LIMIT, RecordError, check_bounds
from deskapp.core.store import CampaignFile, NewCharacter, StoreError


def founder(**fields: object) -> dict[str, object]:
    return {"name": "Hélène", "system": "founders", **fields}


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        (founder(adversity=1e300), "adversity"),
        (founder(adversity=10**30), "adversity"),
        (founder(traits=[{"name": "Lstivá", "score": 10**5000}]), "traits[0].score"),
        ({"name": "Bára", "system": "agents", "reserves": 10**30}, "reserves"),
        ({"name": "Radek", "system": "dice_banks", "proficiency": 10**9}, "proficiency"),
    ],
)
def test_a_number_out_of_range_is_refused_at_import_naming_its_field(
    tmp_path: Path, entry: dict[str, object], field: str
) -> None:
    # F-14 adversity, F-01 tag scores, A-07 reserves, dice banks proficiency: all bounded
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        with pytest.raises(ImportRefusedError) as refused:
            add_import(
                campaign, check_import({"format": "carddesk", "version": 1, "characters": [entry]})
            )
        assert campaign.summaries() == []
    message = str(refused.value)
    assert f"'{field}'" in message and f"from −{NUMBER_LIMIT} to {NUMBER_LIMIT}" in message
    assert "\n" not in message and len(message) < 300  # no 5,000 digits in it


def test_the_store_keeps_no_number_out_of_range_whoever_sends_it(tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        data = {"traits": [], "consequences": [], "adversity": 0}
        character_id = campaign.add_character(NewCharacter("founders", "Hélène", data))
        for bad in (1e300, float("nan"), float("inf"), 1000, -1000):
            with pytest.raises(StoreError, match="adversity"):
                campaign.save_character_data(character_id, {**data, "adversity": bad})
            with pytest.raises(StoreError):
                campaign.set_game_master("founders", {"director": {"suspicion": bad}})
        assert campaign.character(character_id).data == data
        campaign.save_character_data(character_id, {**data, "adversity": NUMBER_LIMIT})


def test_numbers_are_checked_without_recursion() -> None:
    deep: object = 1000
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(RecordError, match="must be a number"):
        check_bounds(deep)


def test_a_list_longer_than_any_sheet_holds_is_refused_at_import_quickly(tmp_path: Path) -> None:
    # F-01 traits: 8,000 of them took 26 s to import (each name checked against the others)
    traits = [{"name": f"Trait {n}", "score": 1} for n in range(8_000)]
    with CampaignFile.open(tmp_path / "c.carddesk") as campaign:
        with pytest.raises(ImportRefusedError, match="'traits' holds 8,000 items"):
            add_import(
                campaign,
                check_import(
                    {"format": "carddesk", "version": 1, "characters": [founder(traits=traits)]}
                ),
            )


def test_an_option_sizing_a_deck_is_bounded_and_says_its_bound() -> None:
    # issue 14, item 6: a red/black deck of 10^8 cards was built card by card
    from deskapp.core import systems  # noqa: PLC0415
    from deskapp.core.options import OptionsError  # noqa: PLC0415

    options = systems.spec("agents").options
    with pytest.raises(OptionsError, match="'black' must be at most 999, not 100000000"):
        options.from_json({"deck": "red_black", "black": 100_000_000})
    assert options.from_json({"deck": "red_black", "black": 40}).black == 40
