print("kata: under construction")
