import AppLifeCLI
print("applife")
