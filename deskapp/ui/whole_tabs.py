"""Tab labels drawn whole: the accents of É, Č, Ř on a tab that is not the current one.

Fusion draws a tab that is not the current one two pixels lower and clips its label to
the tab, which cut the accent off capitals: the French "Équipement" read "Equipement",
the Czech "Řád" read "Rád". Each tab bar of the app draws with :class:`WholeTabLabels`
(the app's style gives it to the bar as Qt polishes it, see
:class:`deskapp.ui.wheel_guard.GuardingStyle`), which draws those labels where the current
tab draws its own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget


class WholeTabLabels(QProxyStyle):
    """The app's style, but a tab's label never shifts down out of its tab."""

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            return 0
        return super().pixelMetric(metric, option, widget)
