def apply(inputs):
    return inputs
