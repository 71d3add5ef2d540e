"""deskapp.systems.founders.ui"""
