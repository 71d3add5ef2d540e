"""The Agents rules, mission, driver and ``deskapp check agents`` speak the user's language.

Refusals are translated where they are raised (rules A-10 … A-46 cite their IDs, which stay
for the tooltip's "Rules: …" line); the check command's help, errors and readable output
follow ``--language``; its JSON and the stored events stay the same in every language.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from deskapp.cli import main
from deskapp.core import i18n
from deskapp.core.errors import UserError
from deskapp.core.play.recording import RecordedRandom
from deskapp.systems.agents.driver import AgentsDriver
from deskapp.systems.agents.replay import summary
from deskapp.systems.agents.rules import (
    RESERVE_PURPOSES,
    ActionError,
    AgentsOptions,
    TestPlan,
    TestSetup,
    prepare_test,
    reserve_purposes,
    spend_reserve,
)
from deskapp.systems.agents.rules import TestContext as Context
from deskapp.systems.agents.sheet import Agent, Aspect, AspectKind, Relation
from deskapp.systems.agents.state import AgentsState, CardElsewhereError, MissionError
from deskapp.ui.rule_ids import plain_message

LANGUAGES = ("cs", "fr")
_WORD = re.compile(r"[A-Za-z][a-z]{2,}")
# Words a language shares with the English messages: they are that language's words too.
SHARED = {
    "cs": {"test"},
    "fr": {
        "test",
        "mission",
        "agent",
        "agents",
        "aspect",
        "aspects",
        "complication",
        "complications",
        "initiative",
        "pile",
        "piles",
        "base",
        "score",
    },
}


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """The language is process-wide: every test leaves the app speaking English again."""
    yield
    i18n.set_language("en")


def english_left(language: str, translated: str, english: str, *own: str) -> list[str]:
    """The words of ``english`` (the same message in English) still in ``translated`` (in
    ``language``), besides the users' own texts ``own`` (names, aspects, cards) and words
    the language shares with English."""
    shared = SHARED[language]
    for text in own:
        translated, english = translated.replace(text, " "), english.replace(text, " ")
    source = set(_WORD.findall(english))
    return sorted(
        word
        for word in set(_WORD.findall(translated))
        if word in source and word.casefold() not in shared
    )


def refusal(language: str, act) -> str:
    i18n.set_language(language)
    with pytest.raises(UserError) as caught:
        act()
    return str(caught.value)


# --- the rules' refusals ------------------------------------------------------------------


def _drawn_mission() -> AgentsState:
    """A mirror mission whose KS was drawn and scored as a success (A-14, A-21)."""
    mission = AgentsState(["Anna", "Bára"])
    mission.test("Anna", TestSetup(), cards=["KS"])
    return mission


WORDS_ALREADY_DRAWN = {
    "cs": "K♠ už byla tažena: je na hromádce úspěchů",
    "fr": "R♠ a déjà été piochée\u00a0: elle est dans la pile des réussites",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_already_drawn_is_refused_in_the_language_mirror_mode(language: str) -> None:
    """Mirror mode (A-10): a typed card the mission holds on its success pile is refused
    in the user's language, naming the pile as the language says it."""
    mission = _drawn_mission()
    english = refusal("en", lambda: mission.draw_test("Bára", TestSetup(), ["KS"]))
    assert english == "K♠ was already drawn: it is in the success pile"
    with pytest.raises(CardElsewhereError) as caught:
        i18n.set_language(language)
        mission.draw_test("Bára", TestSetup(), ["KS"])
    assert str(caught.value) == WORDS_ALREADY_DRAWN[language]
    assert english_left(language, str(caught.value), english, "K♠", "R♠") == []
    assert mission.pending is None  # refused: nothing drawn


@pytest.mark.parametrize("language", LANGUAGES)
def test_drawing_from_a_spent_deck_says_to_start_a_fresh_deck_in_the_language(
    language: str,
) -> None:
    """A deck of two cards cannot give a test of three (A-10): the refusal's advice is the
    user's language (the deck engine's own words before it are the core's)."""
    options = AgentsOptions(deck="red_black", black=1, red=1)
    mission = AgentsState(["Anna"], options=options, rng=random.Random(3))
    with pytest.raises(MissionError, match="start a fresh deck") as english:
        mission.draw_test("Anna", TestSetup(aspects=2))
    i18n.set_language(language)
    with pytest.raises(MissionError) as caught:
        mission.draw_test("Anna", TestSetup(aspects=2))
    advice = str(caught.value).rpartition(";")[2]
    assert "start a fresh deck" in str(english.value)
    assert advice.strip().startswith(
        {"cs": "začněte nový balíček", "fr": "prenez un nouveau"}[language]
    )
    assert english_left(language, advice, str(english.value)) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_citing_a_rule_keeps_the_id_for_the_tooltip(language: str) -> None:
    """A-12: only the Coordinator uses a negative aspect. The translated refusal still ends
    with "(A-12)", which the screen moves to the tooltip, leaving words only."""
    agent = Agent("Anna", (Aspect("Sharp eyes"), Aspect("Broken arm", AspectKind.NEGATIVE)))

    def describe_negative() -> None:
        prepare_test(agent, TestPlan(aspects=("Broken arm",)), Context(("Anna",), {}))

    english = refusal("en", describe_negative)
    translated = refusal(language, describe_negative)
    with pytest.raises(ActionError):
        describe_negative()
    words, tooltip = plain_message(translated)
    assert tooltip == {"cs": "Pravidla: A-12", "fr": "Règles\u00a0: A-12"}[language]
    assert "A-12" not in words and "rule" not in words
    assert words.startswith(
        {
            "cs": "„Broken arm“ je negativní aspekt",
            "fr": "«\u00a0Broken arm\u00a0» est un aspect négatif",
        }[language]
    )
    assert english_left(language, translated, english, "Broken arm") == []


@pytest.mark.parametrize(("count", "czech"), [(1, "1 rezervu"), (3, "3 rezervy"), (5, "5 rezerv")])
def test_a15_a_reserve_cost_counts_with_czech_plural_forms(count: int, czech: str) -> None:
    """A-15: a test costing more reserves than the agent holds; Czech has three forms."""
    agent = Agent("Anna", (Aspect("Sharp eyes"),), reserves=0)
    plan = TestPlan(temporary=count)
    message = refusal("cs", lambda: prepare_test(agent, plan, Context(("Anna",), {})))
    assert f"tento test stojí postavu Anna {czech} (" in message


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_driver_refuses_in_the_language(language: str) -> None:
    """A mirror session needs the typed cards (A-10): the driver says so in the language."""
    driver = AgentsDriver.from_setup(
        {"agents": ["Dana", "Emil"], "mirror": True, "restore": False}, RecordedRandom()
    )
    action = {"do": "draw", "agent": "Dana", "setup": {"aspects": 1}}
    english = refusal("en", lambda: driver.perform(action))
    translated = refusal(language, lambda: driver.perform(action))
    assert english.startswith("this session mirrors the real deck")
    assert english_left(language, translated, english, "QH", "10S") == []


# --- the mission log's replay ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "opening"),
    [
        ("cs", "Přehrány 3 události mise, v níž hrají Anna, Bára; nyní probíhá scéna 1."),
        (
            "fr",
            "3 événements rejoués d’une mission avec Anna, Bára\u00a0; scène en cours\u00a0: 1.",
        ),
    ],
)
def test_a_replay_summary_is_written_in_the_language(language: str, opening: str) -> None:
    """``deskapp replay``'s summary of a mission (A-21, A-30 … A-33) reads in the language;
    the mission's events stay the same data."""
    mission = AgentsState(["Anna", "Bára"])
    logged = []
    for cards in (["KS"], ["3H"], ["7C"]):
        mission.test("Anna", TestSetup(), cards=cards)
        logged.append(mission.status().to_json())
    english = summary(mission, 3)
    events = json.dumps(logged)
    i18n.set_language(language)
    translated = summary(mission, 3)
    assert translated.splitlines()[0] == opening
    assert json.dumps(logged) == events
    assert english_left(language, translated, english, "Anna", "Bára") == []


# --- deskapp check agents -------------------------------------------------------------------


def run(capsys, *arguments: str) -> tuple[int, str, str]:
    code = main(list(arguments))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(
    ("language", "error"),
    [
        ("cs", "K♠ je v --cards dvakrát: každá karta se táhne jen jednou"),
        ("fr", "R♠ figure deux fois dans --cards\u00a0: une carte n’est piochée qu’une fois"),
    ],
)
def test_check_agents_refuses_a_bad_argument_in_the_language(
    capsys, language: str, error: str
) -> None:
    code, out, err = run(
        capsys, "--language", language, "check", "agents", "--aspects", "1", "--cards", "KS ks"
    )
    assert (code, out) == (2, "")
    assert err.strip().endswith(error)
    english_code, _, english = run(
        capsys, "--language", "en", "check", "agents", "--aspects", "1", "--cards", "KS ks"
    )
    assert english_code == 2 and "given twice" in english
    assert (
        english_left(
            language,
            err.partition("error:")[2],
            english.partition("error:")[2],
            "K♠",
            "R♠",
            "--cards",
        )
        == []
    )


@pytest.mark.parametrize(
    ("count", "czech"), [("KS", "1 kartu"), ("KS 2H 3H", "3 karty"), ("KS 2H 3H 4H 5H", "5 karet")]
)
def test_check_agents_counts_the_typed_cards_in_czech_plural_forms(
    capsys, count: str, czech: str
) -> None:
    code, _, err = run(
        capsys, "--language", "cs", "check", "agents", "--aspects", "1", "--cards", count
    )
    assert code == 2
    assert f"--cards obsahuje {czech}, ale tento test táhne 2 (1 základní + 1 aspekt)" in err


@pytest.mark.parametrize(
    ("language", "phrases"),
    [
        ("cs", ["semínko míchání", "popsané pozitivní aspekty", "vyhodnotit jeden test Agentů"]),
        ("fr", ["graine du mélange", "aspects positifs décrits", "résoudre un test d’Agents"]),
    ],
)
def test_check_agents_help_is_in_the_language(capsys, language: str, phrases: list[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--language", language, "check", "agents", "--help"])
    assert done.value.code == 0
    page = " ".join(capsys.readouterr().out.split())  # argparse wraps lines where it likes
    for phrase in phrases:
        assert phrase in page
    for english in ("seed the shuffle", "positive aspects described", "threat factors; each"):
        assert english not in page


def test_check_agents_json_is_the_same_in_every_language_and_the_text_is_not(capsys) -> None:
    """The ``--json`` object (A-10 … A-21) and the ``--odds --json`` one are data: the same
    keys and values in every language; the readable lines are the language's."""
    test = ("check", "agents", "--aspects", "2", "--negative", "1", "--seed", "7")
    odds = ("check", "agents", "--aspects", "1", "--odds")
    outputs: dict[str, tuple[str, str, str, str]] = {}
    for language in ("en", "cs", "fr"):
        head = ("--language", language)
        outputs[language] = (
            run(capsys, *head, *test, "--json")[1],
            run(capsys, *head, *odds, "--json")[1],
            run(capsys, *head, *test)[1],
            run(capsys, *head, *odds)[1],
        )
    assert json.loads(outputs["en"][0])["outcome"] in ("clean_success", "mix", "clean_complication")
    for language in LANGUAGES:
        assert outputs[language][:2] == outputs["en"][:2]
        english_text, translated_text = outputs["en"][2], outputs[language][2]
        assert translated_text != english_text
        assert english_left(language, translated_text, english_text) == []
        assert english_left(language, outputs[language][3], outputs["en"][3]) == []
    assert outputs["cs"][2].splitlines()[-1].startswith("Výsledek: ")
    assert "čistý úspěch" in outputs["cs"][3] and "kombinace" in outputs["cs"][3]


# --- the words the screens take from the rules ----------------------------------------------


@pytest.mark.parametrize(
    ("language", "trust", "negative", "detail"),
    [
        ("cs", "Naprostá důvěra", "negativní", "popsat detail"),
        ("fr", "Confiance totale", "négatif", "décrire un détail"),
    ],
)
def test_relationships_aspect_kinds_and_reserve_purposes_are_named_in_the_language(
    language: str, trust: str, negative: str, detail: str
) -> None:
    """A-40's relationship values, A-02's aspect kinds and A-15's reserve purposes, which the
    table screen and the editors show, are said in the language at the time they are read
    (the stored values stay the keys)."""
    i18n.set_language(language)
    assert Relation.FULL_TRUST.label == trust
    assert AspectKind.NEGATIVE.label == negative
    assert reserve_purposes()["detail"] == detail and list(reserve_purposes()) == [
        *RESERVE_PURPOSES
    ]
    assert RESERVE_PURPOSES == ("detail", "item", "reach", "vote")
    broke = Agent("Anna", (Aspect("Sharp eyes"),), reserves=0)
    message = refusal(language, lambda: spend_reserve(broke, "detail"))
    assert detail in message and message.endswith("(A-15)")
    i18n.set_language("en")
    assert (Relation.FULL_TRUST.label, reserve_purposes()["detail"]) == (
        "Full trust",
        "describe a detail",
    )
