"""The four rule systems side by side: each one's character model, GM side and table options.

The store keeps every character as a JSON document; this registry turns those
documents into model objects and back, and validates imported ones, so the
store itself never needs to know the systems.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Self

from deskapp.core.errors import UserError
from deskapp.core.options import TableOptions
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import Agent, Aspect, Coordinator, ThreatCard
from deskapp.systems.cinematic.rules import CinematicOptions
from deskapp.systems.cinematic.sheet import CinematicCharacter
from deskapp.systems.dice_banks.rules import DiceBanksOptions
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter
from deskapp.systems.founders.rules import FoundersOptions
from deskapp.systems.founders.sheet import Director, Founder, Scene

# Kept by the store itself, never inside a character's document.
STORED_APART = ("name", "system", "portrait")


class CharacterModel(Protocol):
    name: str

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: Any) -> Self: ...


@dataclass(frozen=True)
class FoundersGameMaster:
    """The Director's side: suspicion points and the current scene with its circumstances."""

    director: Director
    scene: Scene

    def to_json(self) -> dict[str, Any]:
        return {"director": self.director.to_json(), "scene": self.scene.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> FoundersGameMaster:
        if not isinstance(data, dict):
            raise UserError(f"the Director's side must be an object, not {data!r:.40}")
        unknown = set(data) - {"director", "scene"}
        if unknown:
            raise UserError(f"the Director's side has unknown fields: {', '.join(sorted(unknown))}")
        return cls(
            Director.from_json(data.get("director", {"suspicion": 0})),
            Scene.from_json(data.get("scene", {"name": "Scene 1", "circumstances": []})),
        )


@dataclass(frozen=True)
class RuleSystem:
    key: str
    character: type[CharacterModel]
    options: type[TableOptions]
    game_master: type | None  # None: the GM keeps nothing between sessions in this system


SYSTEMS: dict[str, RuleSystem] = {
    "agents": RuleSystem("agents", Agent, AgentsOptions, Coordinator),
    "founders": RuleSystem("founders", Founder, FoundersOptions, FoundersGameMaster),
    "dice_banks": RuleSystem("dice_banks", DiceBanksCharacter, DiceBanksOptions, None),
    "cinematic": RuleSystem("cinematic", CinematicCharacter, CinematicOptions, None),
}


def system(key: str) -> RuleSystem:
    try:
        return SYSTEMS[key]
    except KeyError:
        raise UserError(f"unknown rule system '{key}' (known: {', '.join(SYSTEMS)})") from None


def character_from_document(key: str, name: str, document: dict[str, Any]) -> Any:
    """The model object of a stored character."""
    return system(key).character.from_json({**document, "name": name})


def document_of(character: CharacterModel) -> dict[str, Any]:
    """A model object as the document the store keeps (without name and portrait)."""
    return {key: value for key, value in character.to_json().items() if key not in STORED_APART}


def validated_document(key: str, name: str, fields: dict[str, Any]) -> dict[str, Any]:
    """Check an imported character's fields and return them in their stored form."""
    stray = [field for field in fields if field in STORED_APART]
    if stray:
        raise UserError(f"field '{stray[0]}' is kept apart and cannot appear here")
    return document_of(character_from_document(key, name, fields))


def validated_options(key: str, options: dict[str, Any]) -> dict[str, Any]:
    return system(key).options.from_json(options).to_json()


def validated_game_master(key: str, data: dict[str, Any]) -> dict[str, Any]:
    model = system(key).game_master
    if model is None:
        if data:
            raise UserError(f"the {key} system keeps no GM cards, but the file holds some")
        return {}
    return model.from_json(data).to_json()


def blank_character(key: str, name: str) -> Any:
    """A new character with the least a valid sheet needs, for the user to fill in."""
    if key == "agents":
        return Agent(name, (Aspect("New aspect"),))
    if key == "founders":
        return Founder(name)
    if key == "dice_banks":
        return DiceBanksCharacter(name, proficiency=1)
    if key == "cinematic":
        return CinematicCharacter.new(name)
    raise UserError(f"unknown rule system '{key}' (known: {', '.join(SYSTEMS)})")


def game_master_from_document(key: str, document: dict[str, Any] | None) -> Any:
    """The GM's side of a system as a model object; a fresh one when nothing is stored yet."""
    model = system(key).game_master
    if model is None:
        raise UserError(f"the {key} system keeps no GM cards")
    if not document:  # nothing stored yet, or an undo back to before the first edit
        if model is Coordinator:
            return Coordinator((ThreatCard("New threat"),))  # rule A-06: at least one threat card
        return model.from_json({})
    return model.from_json(document)
