"""The Founders editors: a Founder's traits, consequences and adversity tokens; the Director's
suspicion points and the current scene with its circumstance cards (F-01, F-02).

Both build a new frozen model for every change and offer it to the Characters
page, which saves it as one undoable step. A change the model refuses (a
duplicate name, an empty one, a number out of range) is explained in red above
the fields and never offered.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.systems.founders.sheet import (
    MAX_SCORE,
    MAX_TOKENS,
    Circumstance,
    Director,
    Founder,
    FoundersGameMaster,
    Scene,
    Tag,
)
from deskapp.systems.founders.view import shown_name
from deskapp.ui.editors.columns import ChoiceColumn, Column, NumberColumn, Option, TextColumn
from deskapp.ui.editors.field_lists import Build, field_list
from deskapp.ui.editors.lists import ListPanel, Wording
from deskapp.ui.editors.tables import Number, SheetEditor
from deskapp.ui.plain import plain_label
from deskapp.ui.style import BAD, GOOD

# The least each number can be, as the model's constructors check it.
LEAST_SCORE = 1  # F-01: a tag's score, default 1
LEAST_VALUE = 1  # F-31: a new circumstance has value 1
LEAST_COUNT = 0  # adversity tokens (F-14) and suspicion points (F-16) can run out


class _FoundersEditor(SheetEditor):
    """What both Founders editors share: the system whose models they edit."""

    SYSTEM = "founders"

    def _panel(
        self,
        title: str,
        tip: str,
        item_type: type,
        columns: tuple[Column, ...],
        wording: Wording,
        build: Build,
    ) -> ListPanel:
        """A titled list of tags or circumstances: a new one is typed below it with its values."""
        panel = field_list(
            self,
            build,
            columns,
            wording,
            lambda name, values: item_type(name=name, **values),
            title=title,
            tip=tip,
            entry=[column.field for column in columns[1:]],
            problem_line=False,  # said above the fields, as for the number boxes
        )
        panel.refused.connect(self.show_problem)
        return panel


class FounderEditor(_FoundersEditor):
    """A Founder's sheet: adversity tokens, then traits and consequences with their scores."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("founders_editor")
        self.character: Founder | None = None

        self.adversity = self._number_field(
            "adversity",
            "adversity",
            Number(
                LEAST_COUNT,
                self.tr("Adversity tokens are a whole number from {minimum} to {maximum}."),
                MAX_TOKENS,
            ),
            self.tr(
                "Adversity tokens (F-14): the Founder gets one for each failed check "
                "and spends them on later rolls, +1 each."
            ),
            lambda count: self.tr("Set adversity tokens to {count}").format(count=count),
        )

        self.traits = self._panel(
            self.tr("Traits"),
            self.tr(
                "Traits (F-01): one or two descriptive words with a score, set at creation "
                "and development. They stay with the Founder from scene to scene (F-32)."
            ),
            Tag,
            self._tag_columns(
                self.tr("Raise trait '{name}' to {value}"),
                self.tr("Lower trait '{name}' to {value}"),
            ),
            Wording.of(
                self.tr("trait"),
                self.tr("No traits yet: type one below and press Enter."),
                self.tr("New trait, e.g. Engineer"),
                self.tr("This Founder already has the trait '{name}'."),
            ),
            lambda founder, tags: dataclasses.replace(founder, traits=tags),
        )
        self.traits.setObjectName("traits")
        self.consequences = self._panel(
            self.tr("Consequences"),
            self.tr(
                "Consequences (F-01): tags that result from the Founder's actions. Like "
                "traits they have a score and stay with the Founder (F-32)."
            ),
            Tag,
            self._tag_columns(
                self.tr("Raise consequence '{name}' to {value}"),
                self.tr("Lower consequence '{name}' to {value}"),
            ),
            Wording.of(
                self.tr("consequence"),
                self.tr("No consequences yet: they come from the Founder's actions."),
                self.tr("New consequence, e.g. Wounded"),
                self.tr("This Founder already has the consequence '{name}'."),
            ),
            lambda founder, tags: dataclasses.replace(founder, consequences=tags),
        )
        self.consequences.setObjectName("consequences")

        form = QFormLayout()
        form.addRow(self.tr("&Adversity tokens"), self.adversity)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addLayout(form)
        # Side by side, both lists fit below the page's portrait without scrolling.
        lists = QHBoxLayout()
        lists.addWidget(self.traits, 1)
        lists.addWidget(self.consequences, 1)
        layout.addLayout(lists, 1)

    def show_character(self, character: Founder) -> None:
        self.character = character
        self.problem.clear_problem()
        self.adversity.show_value(character.adversity)
        self.traits.show_items(character.traits)
        self.consequences.show_items(character.consequences)

    def _tag_columns(self, raised: str, lowered: str) -> tuple[Column, ...]:
        return (
            TextColumn(
                "name", self.tr("Name"), self.tr("One or two words, e.g. Engineer or Clever")
            ),
            NumberColumn(
                "score",
                self.tr("Score"),
                self.tr(
                    "Score (F-01): added to a check when the tag helps, "
                    "subtracted when it hinders (F-10)."
                ),
                minimum=LEAST_SCORE,
                maximum=MAX_SCORE,
                refusal=self.tr("A score is a whole number from {minimum} to {maximum} (F-01)."),
                raised=raised,
                lowered=lowered,
            ),
        )


class DirectorEditor(_FoundersEditor):
    """The Director's cards: suspicion points, and the current scene with its circumstances."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("director_editor")
        self.character: FoundersGameMaster | None = None

        self.suspicion = self._number_field(
            "suspicion",
            "director",
            Number(
                LEAST_COUNT,
                self.tr("Suspicion points are a whole number from {minimum} to {maximum}."),
                MAX_TOKENS,
            ),
            self.tr(
                "Suspicion points: the Director gets one for each risky maneuver (F-15) and "
                "spends them on a contest reroll or a complication (F-16). A scenario starts "
                "with one per two Founders, rounded up (F-17)."
            ),
            lambda director: self.tr("Set suspicion points to {count}").format(
                count=director.suspicion
            ),
            Director,
        )

        self.scene_name = QLineEdit(self)
        self.scene_name.setObjectName("scene_name")
        self.scene_name.setPlaceholderText(self.tr("A scene needs a name"))
        self.scene_name.setToolTip(self.tr("The current scene: one encounter or situation (F-32)."))
        self.scene_name.editingFinished.connect(self._rename_scene)
        self.new_scene_button = QPushButton(self.tr("New Scene"), self)
        self.new_scene_button.setToolTip(
            self.tr("Start the next scene: the circumstances end with this one (F-32).")
        )
        self.new_scene_button.clicked.connect(self._new_scene)
        scene_row = QHBoxLayout()
        scene_row.addWidget(self.scene_name, 1)
        scene_row.addWidget(self.new_scene_button)

        self.circumstances = self._panel(
            self.tr("Circumstances of the scene"),
            self.tr(
                "Circumstances (F-01): tags of the scene, best written on index cards "
                "everyone can see (F-02). A new one has value 1, +1 for every full 3 points "
                "by which its check beat the difficulty (F-31); they end with the scene (F-32)."
            ),
            Circumstance,
            self._circumstance_columns(),
            Wording.of(
                self.tr("circumstance"),
                self.tr("No circumstances on this scene yet."),
                self.tr("New circumstance, e.g. Time crunch"),
                self.tr("The scene already has the circumstance '{name}'."),
            ),
            lambda master, circumstances: dataclasses.replace(
                master, scene=dataclasses.replace(master.scene, circumstances=circumstances)
            ),
        )
        self.circumstances.setObjectName("circumstances")

        form = QFormLayout()
        form.addRow(self.tr("S&uspicion points"), self.suspicion)
        scene_label = plain_label(self.tr("&Scene"), self)
        scene_label.setBuddy(self.scene_name)  # a row holding a layout gets no buddy by itself
        form.addRow(scene_label, scene_row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addLayout(form)
        layout.addWidget(self.circumstances, 1)

    def show_character(self, character: FoundersGameMaster) -> None:
        self.character = character
        self.problem.clear_problem()
        self.suspicion.show_value(character.director.suspicion)
        self.scene_name.setText(shown_name(character.scene.name))
        self.circumstances.show_items(character.scene.circumstances)

    def _rename_scene(self) -> None:
        current = self.character
        if current is None:
            return
        name = " ".join(self.scene_name.text().split())
        if name in (current.scene.name, shown_name(current.scene.name)):
            return  # unchanged: "Scene 1" is shown in the user's language, not renamed
        if not name:
            self.scene_name.setText(shown_name(current.scene.name))
            self.show_problem(self.tr("A scene needs a name."))
            return
        self.offer(
            lambda: dataclasses.replace(
                current, scene=dataclasses.replace(current.scene, name=name)
            ),
            self.tr("Rename scene to '{name}'").format(name=name),
        )

    def _new_scene(self) -> None:
        current = self.character
        if current is None:
            return
        if self.offer(
            lambda: dataclasses.replace(current, scene=Scene(self.tr("New scene"))),
            self.tr("Start a new scene"),
        ):
            # The next thing to do is to name it.
            self.scene_name.setFocus()
            self.scene_name.selectAll()

    def _circumstance_columns(self) -> tuple[Column, ...]:
        return (
            TextColumn(
                "name",
                self.tr("Name"),
                self.tr("What everyone sees on the index card, e.g. Time crunch"),
            ),
            ChoiceColumn(
                "kind",
                self.tr("Kind"),
                self.tr(
                    "Good circumstances help the Founders (+value), "
                    "bad ones hinder them (−value) (F-10)."
                ),
                options=(
                    Option(
                        "good",
                        self.tr("Good"),
                        colour=GOOD,
                        chosen=self.tr("Make circumstance '{name}' good"),
                    ),
                    Option(
                        "bad",
                        self.tr("Bad"),
                        colour=BAD,
                        chosen=self.tr("Make circumstance '{name}' bad"),
                    ),
                ),
            ),
            NumberColumn(
                "value",
                self.tr("Value"),
                self.tr("Value (F-31): at least 1; later checks can add to it."),
                minimum=LEAST_VALUE,
                maximum=MAX_SCORE,
                refusal=self.tr(
                    "A circumstance's value is a whole number from {minimum} to {maximum} (F-31)."
                ),
                raised=self.tr("Raise circumstance '{name}' to {value}"),
                lowered=self.tr("Lower circumstance '{name}' to {value}"),
            ),
        )
