"""deskapp.systems.agents.ui"""
