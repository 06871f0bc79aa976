print("keyboard-demo")
