"""The Founders rules and ``deskapp check founders`` speak the user's language.

A refusal of the rules, a bad argument and ``--help`` read in Czech and French (with
the books' words: riskantní manévr, manœuvre risquée …); the ``--json`` output, which
programs read, is the same object in every language.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from deskapp.cli import main
from deskapp.core import i18n
from deskapp.core.errors import UserError
from deskapp.systems.founders.rules import CheckSetup, describe_difficulty, resolve_check
from deskapp.systems.founders.sheet import Founder, Tag
from deskapp.systems.founders.state import ContestParty
from deskapp.systems.founders.view import shown_name
from tests.rules.test_founders_play import begun


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    """Back to English through the core alone (no Qt application runs these tests)."""
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE)


REFUSED_REROLL = {
    "en": "no risky reroll: 5+6 with +0 makes 11, which already meets Normal 7",
    "cs": "riskantní manévr nelze: 5+6 s +0 dává 11, což už bez žetonů Nepřízně splňuje obtížnost Běžná 7",
    "fr": "pas de manœuvre risquée\u00a0: 5+6 avec +0 fait 11, qui atteint déjà Normale 7",
}


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_f15_a_refused_risky_reroll_is_explained_in_the_language(language: str) -> None:
    """F-15: the risky reroll only replaces a roll that fails; the refusal says why, in words
    of the user's language, with the difficulty's name translated too."""
    i18n.set_language(language)
    with pytest.raises(UserError) as refused:
        resolve_check(CheckSetup(), (5, 6), reroll=(1, 2))
    assert str(refused.value).startswith(REFUSED_REROLL[language])
    assert "F-15" in str(refused.value)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("cs", ["Ana má 1 žeton Nepřízně", "Ana má 3 žetony Nepřízně", "Ana má 5 žetonů Nepřízně"]),
        ("fr", ["Ana a 1 jeton d’Adversité", "Ana a 3 jetons d’Adversité", "Ana a 5 jetons"]),
        (
            "en",
            ["Ana has 1 adversity token:", "Ana has 3 adversity tokens:", "Ana has 5 adversity"],
        ),
    ],
)
def test_f14_spending_more_tokens_than_held_names_them_with_the_plural_of_the_language(
    language: str, expected: list[str]
) -> None:
    """F-14: tokens are spent only when held; 1, 3 and 5 take each language's plural form."""
    i18n.set_language(language)
    for held, start in zip((1, 3, 5), expected, strict=True):
        with pytest.raises(UserError) as refused:
            Founder("Ana", adversity=held).spend_adversity(held + 1)
        assert str(refused.value).startswith(start)


@pytest.mark.parametrize(
    ("language", "words"),
    [("cs", ["probíhá střet", "Režisér", "nový scénář"]), ("fr", ["opposition", "Directeur"])],
)
def test_f21_a_contest_under_way_refuses_a_new_scenario_in_the_language(
    language: str, words: list[str]
) -> None:
    """F-21: while a contest runs, nothing else happens; where it stands is told in the language."""
    scenario = begun([Founder("Ana", traits=(Tag("Strong", 2),))])
    scenario = scenario.with_director(scenario.director.gain_suspicion(2))
    running = scenario.start_contest(ContestParty("Ana"), ContestParty(None), (2, 3), (5, 5))
    assert running.contest is not None and not running.contest.finished
    i18n.set_language(language)
    with pytest.raises(UserError) as refused:
        running.new_scenario("Next")
    for word in words:
        assert word in str(refused.value)
    assert "contest is under way" not in str(refused.value)


def test_the_difficulty_and_the_rolled_circumstances_are_named_in_the_language() -> None:
    """F-13 names, and the snake eyes / boxcars circumstances (F-11, F-12) shown translated
    while their stored names stay as the rules wrote them."""
    assert describe_difficulty(10) == "Hard 10"
    assert shown_name("Ana's snake eyes 2") == "Ana's snake eyes 2"
    i18n.set_language("cs")
    assert describe_difficulty(10) == "Těžká 10"
    assert shown_name("Ana's snake eyes 2") == "Hadí oči (Ana) 2"
    assert shown_name("The Director's boxcars") == "Dvě šestky (Režisér)"
    assert shown_name("Fog") == "Fog"
    assert shown_name("Scene 1") == "Scéna 1" and shown_name("Scene one") == "Scene one"
    i18n.set_language("fr")
    assert describe_difficulty(13) == "Très difficile 13"
    assert shown_name("The Director's snake eyes") == "Double un du Directeur"


def _run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    try:
        code = main(list(arguments))
    except SystemExit as leaving:  # --help leaves through argparse
        code = int(leaving.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("fr", "--tags\u00a0: «\u00a0x\u00a0» n’est pas une valeur d’étiquette"),
        ("cs", "--tags: „x“ není hodnota štítku"),
    ],
)
def test_check_founders_bad_tags_are_refused_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str, expected: str
) -> None:
    code, out, err = _run(capsys, "--language", language, "check", "founders", "--tags", "x")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and expected in err


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("fr", "3 faces données, mais un jet, c’est deux dés"),
        ("cs", "zadána 3 čísla, ale hod jsou dvě kostky"),
        ("en", "3 faces given, but a roll is two dice"),
    ],
)
def test_check_founders_three_faces_are_counted_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str, expected: str
) -> None:
    code, _, err = _run(capsys, "--language", language, "check", "founders", "--dice", "1 2 3")
    assert code == 2 and expected in err


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "fr",
            [
                "résoudre un test des Fondateurs",
                "manœuvre risquée",
                "jetons d’Adversité dépensés, +1 chacun",
                "un Fondateur qui aide",
            ],
        ),
        (
            "cs",
            [
                "vyhodnotit jednu zkoušku Zakladatelů",
                "riskantní manévr",
                "utracené žetony Nepřízně, každý +1",
                "pomáhající Zakladatel",
            ],
        ),
    ],
)
def test_check_founders_help_reads_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str, expected: list[str]
) -> None:
    code, out, _ = _run(capsys, "--language", language, "check", "founders", "--help")
    assert code == 0
    flat = " ".join(out.split())  # argparse wraps the help at the terminal's width
    for words in expected:
        assert words in flat
    assert "adversity tokens spent" not in flat and "--adversity" in flat


def test_check_founders_json_is_the_same_object_in_every_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """JSON keys and values are for programs: no language changes them; the readable line does."""
    arguments = ["check", "founders", "--tags", "+2 -1", "--dice", "1 1", "--create-circumstance"]
    outputs, lines = {}, {}
    for language in ("en", "cs", "fr"):
        code, out, _ = _run(capsys, "--language", language, *arguments, "--json")
        assert code == 0
        outputs[language] = json.loads(out)
        code, out, _ = _run(capsys, "--language", language, *arguments)
        assert code == 0
        lines[language] = out
    assert outputs["en"] == outputs["cs"] == outputs["fr"]
    assert outputs["en"]["automatic"] == "snake_eyes" and outputs["en"]["outcome"] == "failure"
    assert "snake eyes" in lines["en"]
    assert "hadí oči" in lines["cs"] and "žeton Nepřízně" in lines["cs"]
    assert "double un" in lines["fr"] and "jeton d’Adversité" in lines["fr"]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_founders_keys_and_names_have_their_translations(language: str) -> None:
    """The Shortcuts dialog's lines (``TableKeys``) and the system's names (``Systems``) are
    translated where they are shown, from the texts marked where they are defined."""
    from deskapp.systems.founders import SPEC  # noqa: PLC0415
    from deskapp.systems.founders.ui.screen import FoundersScreen  # noqa: PLC0415

    for text, _keys in FoundersScreen.KEYS:
        translated = i18n.translate_in(language, "TableKeys", text)
        assert translated != text and translated.startswith(("Zakladatelé", "Fondateurs"))
    names = [SPEC.title, SPEC.character_noun, SPEC.game_master.title]  # type: ignore[union-attr]
    names += [kind.title for kind in SPEC.card_kinds]
    for name in names:  # translated, if only as itself ("Traits" is French too)
        assert i18n.catalogue(language).messages.get(("Systems", name, "")) is not None, name
    assert i18n.translate_in(language, "Systems", SPEC.game_master.title) in (  # type: ignore[union-attr]
        "Režisér",
        "Directeur",
    )


def test_check_founders_odds_name_the_outcomes_in_the_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = _run(capsys, "--language", "fr", "check", "founders", "--odds", "--tags", "+1")
    assert code == 0
    assert out.startswith("réussite\u00a0: 72") and "\néchec\u00a0: 28" in out
    assert "avec la manœuvre risquée sur chaque jet" in out and "% de réussite (règle F-15)" in out


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_trait_has_one_name_on_screen_on_paper_and_on_the_phones(language: str) -> None:
    """Issue 30, item 4: the Czech editor said "Rysy" where the printed card said
    "VLASTNOST" (and the phones "Vlastnost"). One word for one thing."""
    i18n.set_language(language)
    editor = i18n.translate("FounderEditor", "trait")
    printed = i18n.translate("PrintLabels", "Trait")
    phones = i18n.translate("FoundersPlayers", "Trait")
    heading = i18n.translate("FounderEditor", "Traits")
    assert printed.casefold() == phones.casefold() == editor.casefold()
    assert heading.casefold()[:2] == editor.casefold()[:2]  # Rysy / Rys, Traits / Trait
