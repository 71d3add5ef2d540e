"""deskapp.core"""
