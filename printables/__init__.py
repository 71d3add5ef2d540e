"""Printable card sheets: PDF generation with ReportLab, free of Qt.

The parts, from the outside in:

* :mod:`printables.specs` — what a card shows, as frozen data (the renderer's input);
  :mod:`printables.kinds` builds every kind the rule systems print from plain values,
  with the words of :mod:`printables.labels`;
* :mod:`printables.document` — ``render_pdf(cards, out, PrintOptions(...))`` writes the
  PDF and returns the :mod:`printables.preflight` report; ``preview_pdf`` draws one card;
* :mod:`printables.geometry` and :mod:`printables.layout` — sizes, the names users type
  for them, and the imposition (grid, bleed, crop marks, duplex and gutterfold backs);
* :mod:`printables.faces`, :mod:`printables.playing`, :mod:`printables.shapes`,
  :mod:`printables.text`, :mod:`printables.images`, :mod:`printables.calibration` — the
  drawing itself.
"""
