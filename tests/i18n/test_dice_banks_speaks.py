"""Dice banks without Qt in Czech and French: the rules' refusals, ``deskapp check banks``'s
line, refusals and --help follow the language; its JSON is the same in every language."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from deskapp.cli import main
from deskapp.core import i18n
from deskapp.core.dice import EnteredDice
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.dice_banks.driver import DiceBanksDriver
from deskapp.systems.dice_banks.rules import Action, Bank, Combatant, DiceBanksError, SkillKind
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter, Skill
from deskapp.systems.dice_banks.state import Conflict
from deskapp.systems.dice_banks.words import from_the_bank, in_the_bank


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Each test sets the process's language; the next starts in English again."""
    yield
    i18n.set_language("en")


def run(capsys: pytest.CaptureFixture[str], language: str, *arguments: str) -> tuple[int, str, str]:
    code = main(["--language", language, "check", "banks", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def second_action(language: str) -> str:
    """B-01: Ada has acted this round and declares a second action at the table."""
    i18n.set_language(language)
    ada = DiceBanksCharacter("Ada", 2, skills=(Skill("Climb", SkillKind.TALENT, 5),))
    setup = {"characters": [ada.to_json()], "mirror": True}
    driver = DiceBanksDriver.from_setup(setup, RecordedRandom(random.Random(0)))
    driver.perform({"do": "begin_conflict"})
    action = {"do": "roll", "who": "Ada", "skill": "Climb", "dice": 1, "faces": [3]}
    driver.perform(action | {"bank": "physical"})
    with pytest.raises(UserError) as refused:
        driver.perform(action | {"bank": "social"})
    return str(refused.value)


def test_b01_a_rules_refusal_is_said_in_the_language_with_its_plural() -> None:
    assert second_action("en").startswith("Ada has already taken 1 action this round")
    assert second_action("cs").startswith("Ada má v tomto kole za sebou 1 akci: jedna akce")
    assert second_action("fr").startswith("Ada a déjà fait 1 action ce tour\u00a0: une action")
    # The rule stays cited, in a form the table moves to a tooltip.
    assert "(B-01)" in second_action("cs") and "(B-01)" in second_action("fr")


def test_b03_dice_left_in_a_bank_take_the_case_czech_needs() -> None:
    i18n.set_language("cs")
    conflict = Conflict((Combatant("Ada", 0),))  # banks of 2 dice
    with pytest.raises(DiceBanksError) as refused:
        conflict.act("Ada", Bank.MENTAL, Action(5, SkillKind.TALENT, 3), EnteredDice([3, 3, 3]))
    assert str(refused.value).startswith("Ada má v tomto kole v Mentálním banku už jen 2 kostky")
    assert in_the_bank("physical") == "ve Fyzickém banku"
    assert from_the_bank("social") == "ze Sociálního banku"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("cs", "neznámý druh dovednosti „magic“"),
        ("fr", "type de compétence inconnu «\u00a0magic\u00a0»"),
    ],
)
def test_a_bad_kind_is_refused_in_the_language(capsys, language: str, expected: str) -> None:
    code, out, err = run(capsys, language, "--dice", "2", "--skill", "5", "--kind", "magic")
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and expected in err


def test_typed_faces_left_over_are_refused_in_czech(capsys) -> None:
    code, out, err = run(
        capsys, "cs", "--dice", "1", "--skill", "5", "--kind", "talent", "--faces", "3 4"
    )
    assert code == 2 and out == ""
    assert "1 z 2 čísel nebylo potřeba (4): tento hod jich použil 1" in err


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("cs", ["použité kostky z banku (alespoň 1)", "Obrana akce", "Kapacitní atribut pro Moc"]),
        ("fr", ["dés de la banque utilisés (au moins 1)", "la Défense de l’action"]),
    ],
)
def test_help_is_in_the_language(capsys, language: str, words: list[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--language", language, "check", "banks", "--help"])
    assert done.value.code == 0
    shown = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    for word in words:
        assert word in shown
    assert "bank dice used" not in shown  # the English is gone, not added to


def test_b11_b16_the_line_reads_in_czech_with_czech_plurals(capsys) -> None:
    # Talent 5: success on 5+, explodes on 10; 10 explodes into 3.
    arguments = ("--dice", "3", "--skill", "5", "--kind", "talent", "--faces", "10 6 2 3")
    code, out, _err = run(capsys, "cs", *arguments)
    assert code == 0
    assert out == "Dovednost 5 (talent), 3 kostky: padlo 10 6 2, přehozy 3 → 2 úspěchy: úspěch\n"
    code, out, _err = run(capsys, "fr", *arguments)
    assert out == (
        "compétence 5 (talent), 3 dés\u00a0: obtenu 10 6 2, explosions 3 → 2 réussites\u00a0: réussite\n"
    )


def test_json_is_the_same_in_every_language(capsys) -> None:
    arguments = (
        "--dice", "4", "--skill", "6", "--kind", "ability", "--defense", "1",
        "--capacity", "5", "--faces", "9 1 6 2 5 7 3", "--json",
    )  # fmt: skip
    outputs = {language: run(capsys, language, *arguments) for language in ("en", "cs", "fr")}
    assert {code for code, _out, _err in outputs.values()} == {0}
    assert outputs["en"][1] == outputs["cs"][1] == outputs["fr"][1]
    assert json.loads(outputs["cs"][1])["outcome"] == "success"
