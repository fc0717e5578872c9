"""The 君临天下·势 (momentum) generals' skills."""
