#pragma loop transform vectorize width(4)
