:HL["/_next/static/chunks/0h9oh-6cf1xc0.css","style"]
:HL["/_next/static/chunks/35w4jsbtppv2i.css","style"]
1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"QpmPuVi04kS3tqbMwQzN5","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
