"""The mouse wheel scrolls a page; it never changes a box the user did not choose.

Qt's combo and spin boxes take the wheel whenever the pointer passes over them, so rolling
the wheel down a long settings panel (the Print page's) silently changed the paper size on
its way (a review: A4 became "Custom 297 × 420 mm"), and a slider does the same (the
Cinematic sheet's Chance, and with it the hand size, review r30e). Once installed (the
application's style puts a filter on each such box as Qt polishes it), a wheel over a combo
box, spin box or slider scrolls the area around it instead, unless the user chose that box:
clicked into it or reached it with Tab (a box the app gave the focus, for the keys, does not
take the wheel).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QProxyStyle,
    QSlider,
    QTabBar,
    QWidget,
)

from deskapp.ui.whole_tabs import WholeTabLabels

# How a box got the focus that lets it take the wheel: the user's click or Tab. The app also
# puts the focus in a box for the keys (the number of dice after a roll, the first box of a
# dialog), and a wheel passing over such a box changed it unseen (review r30f).
_CHOSEN_BY = (
    Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
)
_CHOSEN = "wheel_guard_chosen"


class WheelGuard(QObject):
    """The filter on each box (installed when the box is polished, see :class:`GuardingStyle`):
    it sees that box's events only, never the whole app's."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            assert isinstance(event, QFocusEvent)
            reason = event.reason()
            if reason in _CHOSEN_BY:
                watched.setProperty(_CHOSEN, True)
            elif reason == Qt.FocusReason.OtherFocusReason:  # the app's setFocus()
                watched.setProperty(_CHOSEN, False)
            # (back from a popup or another window: as it was; a dialog's first box: unset)
            return False
        if kind != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus() and watched.property(_CHOSEN):
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        return True  # the box keeps its value


class GuardingStyle(QProxyStyle):
    """The app's one style (the platform's), which also puts the guard on every combo box,
    spin box and slider as Qt polishes it (once per box), and gives each tab bar the style
    that draws its labels whole (:class:`WholeTabLabels`).

    An application-wide event filter did the guard's job, but every event of the app passed
    through it: 10-25 ms of opening a long session (issue 26). The app's own style overrode
    the tab shift for every widget, so every size Qt worked out anywhere (some 2,700 when a
    session opens, 400 per key at the table) asked Python first; only tab bars ask it now."""

    def __init__(self) -> None:
        super().__init__()
        self.guard = WheelGuard(self)
        self.tab_labels = WholeTabLabels()

    def polish(self, target: Any) -> Any:
        if isinstance(target, QTabBar) and target.style() is not self.tab_labels:
            # Set while Qt polishes the bar, before it counts as polished: no second polish.
            target.setStyle(self.tab_labels)
        if isinstance(target, QComboBox | QAbstractSpinBox | QSlider):
            # Qt gives a wheel-focus box the focus before any filter sees the wheel, so the
            # box would always "have the focus": it takes the focus by a click or Tab only.
            if target.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                target.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            target.installEventFilter(self.guard)  # again for a box polished again: one filter
        return super().polish(target)


def give_focus(box: QWidget) -> None:
    """Put the focus in ``box`` for the keys, as the app's choice, not the user's: the wheel
    scrolls past it even if the user had clicked into it before (after a roll the number
    of dice goes back to the whole bank, and a wheel then changed it: review r30g)."""
    box.setProperty(_CHOSEN, False)
    box.setFocus()


def install_wheel_guard(app: QApplication) -> None:
    """Give ``app`` its style, which guards every box from now on, once (the app's start and
    each window ask: a test makes windows without starting the app)."""
    if not isinstance(app.style(), GuardingStyle):
        app.setStyle(GuardingStyle())
