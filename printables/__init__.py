"""Printable card sheets: PDF generation with ReportLab, free of Qt."""
