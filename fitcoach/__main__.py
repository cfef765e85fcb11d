from fitcoach.cli import main

main()
