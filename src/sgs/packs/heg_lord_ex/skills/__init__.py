"""The 君临天下·EX/不臣篇 (lord_ex) generals' skills: dual.py (双势力), wild.py (野心家)."""
