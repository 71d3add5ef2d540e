"""deskapp.systems.agents"""
