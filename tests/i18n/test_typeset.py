"""French elision once names are filled in: a translation elides its own words, but
"de {name}" only meets its name at display time (the demo's Amélie, Ondřej, Élodie)."""

from __future__ import annotations

import pytest

from deskapp.core.i18n import speaking, typeset


@pytest.mark.parametrize(
    ("shown", "typeset_text"),
    [
        ("Test de Amélie Dubois\u00a0: réussite", "Test d’Amélie Dubois\u00a0: réussite"),
        ("les dés de Ondřej attendent", "les dés d’Ondřej attendent"),
        ("plus que Élodie", "plus qu’Élodie"),
        ("De Œillet", "D’Œillet"),
        # Left alone: a consonant, Y and H (Yannick, Hugo), a lower-case vowel (the
        # translation's own words), a capital inside a word.
        ("de Yannick", "de Yannick"),
        ("de Hugo", "de Hugo"),
        ("niveau de Menace", "niveau de Menace"),
        ("monde entier", "monde entier"),
        ("Tude Ana", "Tude Ana"),
    ],
)
def test_french_elides_de_and_que_before_a_name_with_a_vowel(shown: str, typeset_text: str) -> None:
    with speaking("fr"):
        assert typeset(shown) == typeset_text


@pytest.mark.parametrize("language", ["en", "cs"])
def test_other_languages_are_left_as_they_are(language: str) -> None:
    with speaking(language):
        assert typeset("de Amélie que Ondřej") == "de Amélie que Ondřej"
