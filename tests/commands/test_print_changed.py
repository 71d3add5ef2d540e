"""`deskapp print --changed`: every export notes what each card showed; only the cards that
changed since are printed again, with a checklist page (issue 29)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.cli import main
from deskapp.core.printing import PrintableCharacter, PrintSource, cards_to_print
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from deskapp.systems.agents import printing as agents_printing
from deskapp.systems.agents.sheet import Agent, Aspect, Relation, Relationship
from printables.document import PrintOptions

CHECKLIST = "Replace these cards"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    path = tmp_path / "ukázka.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def run_print(demo: Path, out: Path, *options: str) -> int:
    return main(["print", "--campaign", str(demo), "--out", str(out), "--language", "en", *options])


def edit(demo: Path, name: str, change) -> None:
    with CampaignFile.open(demo) as campaign:
        (row,) = [row for row in campaign.characters() if row.name == name]
        data = row.data
        change(data)
        campaign.save_character_data(row.id, data)


def checklist(pdf: Path) -> list[str]:
    """The lines of the checklist page(s) at the end of the PDF, read back from its text."""
    pages = [page.extract_text() for page in PdfReader(pdf).pages]
    start = next(index for index, text in enumerate(pages) if text.startswith(CHECKLIST))
    return [line.strip() for line in "\n".join(pages[start:]).splitlines()]


def printed_first(demo: Path, tmp_path: Path) -> None:
    assert run_print(demo, tmp_path / "all.pdf") == 0
    assert CHECKLIST not in PdfReader(tmp_path / "all.pdf").pages[-1].extract_text()


def test_a_levelled_up_skill_reprints_exactly_that_character_card(
    demo: Path, tmp_path: Path, capsys
) -> None:
    printed_first(demo, tmp_path)
    edit(demo, "Élodie Lefèvre", lambda data: data["skills"].update(Escrime=5))
    out = tmp_path / "changed.pdf"
    assert run_print(demo, out, "--changed") == 0
    assert "with 1 card to" in capsys.readouterr().out
    lines = checklist(out)
    assert lines[lines.index("Élodie Lefèvre") + 1 :] == ["Character: Élodie Lefèvre"]
    assert len(PdfReader(out).pages) == 2  # one sheet, then the checklist
    # Printed: the same change is no longer new.
    assert run_print(demo, tmp_path / "again.pdf", "--changed") == 0
    assert "no card changed since it was last printed" in capsys.readouterr().out
    assert not (tmp_path / "again.pdf").exists()


def test_a_change_no_card_shows_reprints_nothing(demo: Path, tmp_path: Path, capsys) -> None:
    printed_first(demo, tmp_path)
    # Exhausted aspects and practice experience are pencilled in at the table: not printed.
    edit(demo, "Bára Nováková", lambda data: data["aspects"][0].update(exhausted=True))
    edit(demo, "Radek Šťastný", lambda data: data["skills"][0].update(practice_xp=3))
    capsys.readouterr()
    assert run_print(demo, tmp_path / "none.pdf", "--changed") == 0
    assert capsys.readouterr().out.strip() == (
        "no card changed since it was last printed: every card is as it was printed; "
        "nothing was written"
    )
    assert not (tmp_path / "none.pdf").exists()


def test_the_style_and_size_of_the_cards_are_part_of_what_they_show(
    demo: Path, tmp_path: Path, capsys
) -> None:
    printed_first(demo, tmp_path)
    assert run_print(demo, tmp_path / "grey.pdf", "--changed", "--greyscale") == 0
    assert "with 64 cards" in capsys.readouterr().out
    assert run_print(demo, tmp_path / "cs.pdf", "--changed", "--language", "cs") == 0
    assert "with 64 cards" in capsys.readouterr().out  # the Czech words on every card
    assert run_print(demo, tmp_path / "x.pdf", "--changed", "--language", "cs") == 0
    assert "nothing was written" in capsys.readouterr().out


def test_a_renamed_character_is_printed_again_under_its_new_name(
    demo: Path, tmp_path: Path
) -> None:
    printed_first(demo, tmp_path)
    with CampaignFile.open(demo) as campaign:
        (row,) = [row for row in campaign.characters() if row.name == "Noël Œillet"]
        campaign.rename_character(row.id, "Noël Rose")
    out = tmp_path / "renamed.pdf"
    assert run_print(demo, out, "--changed") == 0
    lines = checklist(out)
    assert lines[lines.index("Noël Rose") + 1 :] == [
        "Character: Noël Rose",
        "Luck and notes: Noël Rose",
    ]
    with CampaignFile.open(demo) as campaign:  # the old name's cards are forgotten
        owners = {key for key in campaign.printed_cards() if "Noël Œillet" in key}
    assert owners == set()


def test_a_new_character_counts_as_changed_and_a_deleted_one_changes_no_other_card(
    demo: Path, tmp_path: Path
) -> None:
    printed_first(demo, tmp_path)
    with CampaignFile.open(demo) as campaign:
        campaign.add_character(
            NewCharacter("founders", "Nový Tesař", {"traits": [{"name": "Tesař", "score": 1}]})
        )
        (gone,) = [row for row in campaign.characters() if row.name == "Tomáš Král"]
        campaign.delete_character(gone.id)
    out = tmp_path / "new.pdf"
    assert run_print(demo, out, "--changed", "--cards", "character,trait") == 0
    assert checklist(out)[-2:] == ["Nový Tesař", "Trait: Tesař"]
    assert "Tomáš Král" not in "".join(page.extract_text() for page in PdfReader(out).pages)


def test_a_failed_or_refused_export_notes_nothing(demo: Path, tmp_path: Path, capsys) -> None:
    with CampaignFile.open(demo) as campaign:
        assert campaign.printed_cards() == {}
    blocked = tmp_path / "a file"
    blocked.write_text("")
    assert run_print(demo, blocked / "cards.pdf") != 0
    # A strict export that finds a problem writes nothing, and notes nothing.
    assert run_print(demo, tmp_path / "s.pdf", "--strict", "--gap", "0", "--page", "letter") != 0
    assert "strict" in capsys.readouterr().err
    with CampaignFile.open(demo) as campaign:
        assert campaign.printed_cards() == {}
    # Only what a successful export printed is noted: the character cards here.
    assert run_print(demo, tmp_path / "characters.pdf", "--cards", "character") == 0
    with CampaignFile.open(demo) as campaign:
        assert {key.split('"')[1] for key in campaign.printed_cards()} == {"character"}


def test_the_checklist_is_in_the_cards_language_and_renders(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "cs.pdf"
    assert run_print(demo, out, "--changed", "--language", "cs", "--cards", "character") == 0
    pages = [page.extract_text() for page in PdfReader(out).pages]
    assert pages[-1].startswith("Vyměňte tyto karty")
    assert "Bára Nováková" in pages[-1] and "Élodie Lefèvre" in pages[-1]
    if shutil.which("pdftoppm"):
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-f", str(len(pages)), str(out), str(tmp_path / "p")],
            check=True,
        )
        assert list(tmp_path.glob("p*.png"))


def test_a_version_6_campaign_migrates_and_prints_every_card_as_changed(
    tmp_path: Path, capsys
) -> None:
    path = tmp_path / "old.carddesk"
    old = sqlite3.connect(path, isolation_level=None)
    old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    old.create_function("carddesk_name_key", 1, str.casefold)
    for step in MIGRATIONS[:6]:
        for statement in step:
            old.execute(statement)
    old.execute(
        "INSERT INTO characters (system, name, name_key, position, data, updated) "
        "VALUES ('founders', 'Stará Bára', 'stará bára', 0, "
        '\'{"traits": [{"name": "Tesařka", "score": 2}]}\', 0)'
    )
    old.execute("PRAGMA user_version = 6")
    old.close()
    assert run_print(path, tmp_path / "old.pdf", "--changed") == 0
    assert "Stará Bára" in checklist(tmp_path / "old.pdf")
    with CampaignFile.open(path) as campaign:
        assert len(campaign.printed_cards()) > 0
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    raw.close()


def test_fingerprints_build_only_the_kinds_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    names = [f"Agent {number}" for number in range(40)]
    agents = tuple(
        PrintableCharacter(
            "agents",
            name,
            Agent(
                name,
                (Aspect("Vidím duchy"),),
                relationships=(Relationship(names[name == names[0]], Relation.FULL_TRUST),),
            ),
            None,
        )
        for name in names
    )
    source = PrintSource(agents)
    # Not one of the 40 × 39 relationship cards is made for a print of the character cards.
    monkeypatch.setattr(agents_printing, "relationship_card", None)
    look = PrintOptions().look
    run = cards_to_print(source, ("character",), None, look=look, last_printed={})
    assert len(run) == len(run.printed) == 40
    assert sum(len(lines) for _owner, lines in run.checklist) == 40


def test_png_files_are_noted_too(demo: Path, tmp_path: Path, capsys) -> None:
    assert run_print(demo, tmp_path / "png", "--png", "--cards", "threat-level") == 0
    assert run_print(demo, tmp_path / "x.pdf", "--changed", "--cards", "threat-level") == 0
    assert "nothing was written" in capsys.readouterr().out
