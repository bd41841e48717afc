"""Health: is the service able to answer (database reachable)?"""
